import * as z from 'zod';
import { EXCLUSION_REASON_MAX, REPORT_EXCLUSIONS_MAX } from '../../domain/report-exclusions.js';
import { reportExclusionTexts } from '../../messages/report-exclusions.js';
import { defineContract } from '../contract.js';
import { ZPlainText } from '../text.js';
import { ZUserParams } from '../users/schemas.js';
import { ZReportAccessChange, ZReportParams } from './schemas.js';

/**
 * 'Wyłącz z dostępu' (issue #34): an administrator excludes staff members from one report, with a
 * reason kept in the log, on the version of the report's access last seen (`handlersVersion`:
 * handlers and exclusions share it, so two changes made on the same version cannot both succeed: 409).
 * An excluded handler stops being one in the same change; a change that would leave nobody who
 * could handle the report is refused.
 */
export const excludeFromReport = defineContract({
  name: 'exclude-from-report',
  area: 'reports',
  method: 'POST',
  path: '/api/reports/{reportId}/exclusions',
  auth: { kind: 'staff', permission: 'administrator' },
  summary: 'Exclude staff members from a report (administrators), with a reason; logged.',
  params: ZReportParams,
  body: z.strictObject({
    userIds: z
      .array(ZUserParams.shape.userId)
      .min(1, reportExclusionTexts.chooseRequired)
      .max(REPORT_EXCLUSIONS_MAX, reportExclusionTexts.tooMany)
      .refine((ids) => new Set(ids).size === ids.length, reportExclusionTexts.repeated),
    reason: ZPlainText({
      max: EXCLUSION_REASON_MAX,
      required: reportExclusionTexts.reasonRequired,
      tooLong: reportExclusionTexts.reasonTooLong,
    }),
    handlersVersion: z.number().int().min(0),
  }),
  response: ZReportAccessChange,
});
