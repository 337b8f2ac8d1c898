import { defineContract, ZEmptyResponse } from '../contract.js';
import { ZReportParams } from './schemas.js';

/**
 * USUŃ: an archived report is deleted for good (content, messages, notes, files of every
 * version, identifier, counts); the organisation's log keeps that it happened. Others: 409.
 */
export const deleteReport = defineContract({
  name: 'delete-report',
  area: 'reports',
  method: 'DELETE',
  path: '/api/reports/{reportId}',
  auth: { kind: 'staff', permission: 'canArchivize' },
  summary: 'Delete an archived report permanently.',
  params: ZReportParams,
  response: ZEmptyResponse,
});
