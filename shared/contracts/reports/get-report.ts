import * as z from 'zod';
import { defineContract } from '../contract.js';
import {
  ZFollowUpEnd,
  ZLegalHold,
  ZPhoneProtocol,
  ZReportAccess,
  ZReportHandler,
  ZReportParams,
  ZReportRow,
  ZWrittenProtocols,
} from './schemas.js';

/**
 * The spec's "get one report": the row, the caller's rights on it and the categories
 * it may be moved to. Spec names: canArchivize, canResponse, canExternalSend, adminId (the
 * caller's user id: a note's edit button shows only for its author).
 */
export const getReport = defineContract({
  name: 'get-report',
  area: 'reports',
  method: 'GET',
  path: '/api/reports/{reportId}',
  auth: { kind: 'staff' },
  summary: 'One report with the caller’s rights on it.',
  params: ZReportParams,
  response: ZReportRow.extend({
    canArchivize: z.boolean(),
    /** May reply to the reporter in the report's category (per category). */
    canResponse: z.boolean(),
    canExternalSend: z.boolean(),
    /** May add notes and private files, open and move the report (not an auditor). */
    canEdit: z.boolean(),
    /** The categories the caller sees (the report may be moved to any of them). */
    categories: z.array(z.object({ id: z.string(), name: z.string() })),
    adminId: z.string(),
    /** Kept past retention while set. */
    legalHold: ZLegalHold.nullable(),
    /** May set and lift the legal hold, and record the day follow-up ended (administrators). */
    canHold: z.boolean(),
    /** The day follow-up ended, when an administrator recorded one (else retention counts from archiving). */
    followUpEnd: ZFollowUpEnd.nullable(),
    /** The label's version: a label change names the one it was made on (0: never set). */
    labelVersion: z.number().int().min(0),
    /** The handlers' version: a change of handlers names the one it was made on (0: never set). */
    handlersVersion: z.number().int().min(0),
    /** May choose the report's handlers (administrators; users who may reply in its category). */
    canAssignHandlers: z.boolean(),
    /** Who may be chosen as a handler (empty unless `canAssignHandlers`). */
    eligibleHandlers: z.array(ZReportHandler),
    /** Whom the caller's notes may mention: staff who see the report, the caller aside (empty for auditors, who write none). */
    mentionable: z.array(ZReportHandler),
    /** Who is excluded from the report and who still sees it ('Wyłącz z dostępu'): administrators only, else null. */
    access: ZReportAccess.nullable(),
    /** A phone report's protocol: whether the caller approved it (type 2; null otherwise). */
    phoneProtocol: ZPhoneProtocol.nullable(),
    /** The report carries a voice message (its marker is ciphertext; that it has one is not): a transcript may be written. */
    hasVoiceMessage: z.boolean(),
    /** The voice message's transcript and the meeting's protocol staff wrote (ciphertext under the report key); null: none yet. */
    protocols: ZWrittenProtocols,
    /** An e-mail report's (type 3): whether the sender's address was verified (false: nobody was answered); null otherwise or unknown. */
    emailSenderVerified: z.boolean().nullable(),
  }),
});
