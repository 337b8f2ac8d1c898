import { ZEmptyResponse, defineContract } from '../contract.js';
import { ZReportFileParams } from './schemas.js';

/** Removes a private file for good: its object, its item, with a log entry. */
export const deletePrivateFile = defineContract({
  name: 'delete-private-file',
  area: 'reports',
  method: 'DELETE',
  path: '/api/reports/{reportId}/private-files/{fileId}',
  auth: { kind: 'staff', permission: 'notAuditor' },
  summary: 'Remove a private file of a report for good.',
  params: ZReportFileParams,
  response: ZEmptyResponse,
});
