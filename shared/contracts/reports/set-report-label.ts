import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZReportLabel, ZReportParams } from './schemas.js';

/**
 * Etykieta: set, change or remove (null) a report's label, encrypted in the browser
 * under the organisation metadata key (purpose `label`). `labelVersion` is the version the
 * change was made on (from get-report): a label changed meanwhile by someone else is not
 * overwritten (409). Administrators and users of the report's category; never an auditor.
 */
export const setReportLabel = defineContract({
  name: 'set-report-label',
  area: 'reports',
  method: 'PUT',
  path: '/api/reports/{reportId}/label',
  auth: { kind: 'staff', permission: 'notAuditor' },
  summary: 'Set, change or remove the report’s label (ciphertext), on the version last seen.',
  params: ZReportParams,
  body: z.strictObject({ label: ZReportLabel.nullable(), labelVersion: z.number().int().min(0) }),
  response: z.object({ label: ZReportLabel.nullable(), labelVersion: z.number().int() }),
});
