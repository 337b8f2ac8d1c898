import { setReportRedactions } from '@shared/contracts/reports/set-report-redactions.js';
import { redactionTexts } from '@shared/messages/redactions.js';
import { defineHandler } from '../lib/handler.js';
import { replaceStaffRecord } from './staff-records.js';

/** 'Zaczernienia' (issue #35): the report's redaction record replaced, on the version seen (staff-records.ts). */
export const handler = defineHandler(setReportRedactions, async ({ params, body, caller }) => ({
  redactionsVersion: await replaceStaffRecord(
    caller,
    params.reportId,
    'redactions',
    { next: body.redactions, seenVersion: body.redactionsVersion },
    redactionTexts,
  ),
}));
