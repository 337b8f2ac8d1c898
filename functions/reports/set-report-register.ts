import { setReportRegister } from '@shared/contracts/reports/set-report-register.js';
import { registerRecordTexts } from '@shared/messages/register-record.js';
import { defineHandler } from '../lib/handler.js';
import { replaceStaffRecord } from './staff-records.js';

/** 'Dane do rejestru zgłoszeń' (issue #40): what staff wrote for the register replaced, on the version seen (staff-records.ts). */
export const handler = defineHandler(setReportRegister, async ({ params, body, caller }) => ({
  registerVersion: await replaceStaffRecord(
    caller,
    params.reportId,
    'register',
    { next: body.register, seenVersion: body.registerVersion },
    registerRecordTexts,
  ),
}));
