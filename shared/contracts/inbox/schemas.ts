import * as z from 'zod';
import { ZContentEnvelope, ZKekEnvelope } from '../../crypto/envelopes.js';
import { ZSignedReceipt } from '../../receipts/receipt.js';
import { ZPublicExternalChannelsNote } from '../form/public-schemas.js';
import { disguisePolicies } from '../../domain/voice-messages.js';
import { ZPhoneProtocol, ZReportFieldDef, ZReportState, ZReportType, ZWrittenProtocols } from '../reports/schemas.js';

export { ZPhoneProtocol };

// The login's schemas are on zod's mini build (the login screens' calls): login-schemas.ts.
export { ZInboxLogin, ZInboxSession, ZReporterIdentifier } from './login-schemas.js';

/**
 * The reporter's own report: ciphertext their key opens (`keys.forReporter` under the kek of
 * their password), what the info panel shows, and whether they may still write. Never notes,
 * private files, the log or staff names.
 */
export const ZInboxReport = z.object({
  tenantId: z.string(),
  reportId: z.uuid(),
  identifier: z.string(),
  type: ZReportType,
  state: ZReportState,
  receivedAt: z.string(),
  /**
   * The acknowledgement of receipt (art. 25 of the Act): when staff first opened the report, or
   * its receipt when the organisation's rule acknowledged it (the conversation then starts with it).
   */
  acknowledgedAt: z.string().nullable(),
  categoryName: z.string(),
  organisationName: z.string(),
  licenceActive: z.boolean(),
  /**
   * The organisation scans reporters' files: the inbox then encrypts a message's
   * attachments for the scan (shared/crypto/scanned-files.ts) and says so, as the form does.
   */
  filesScanned: z.boolean(),
  fieldDefs: z.array(ZReportFieldDef),
  fields: z.array(z.object({ fieldId: z.string(), value: ZContentEnvelope })),
  reporter: ZContentEnvelope.nullable(),
  files: z.array(z.object({ fileId: z.string(), name: ZContentEnvelope, size: z.number().int() })),
  keys: z.object({ forReporter: ZKekEnvelope }),
  /** A phone report's protocol (type 2); null for other reports. */
  phoneProtocol: ZPhoneProtocol.nullable(),
  /** A voice message's transcript and a meeting's protocol staff wrote, for the reporter to approve; null: none yet. */
  protocols: ZWrittenProtocols,
  /** When the reporter asked for a meeting in person ('Poproś o spotkanie'); null: not asked. */
  meetingRequestedAt: z.string().nullable(),
  /** The signed receipt made when the report came in, by any channel (docs/security.md §6.8); null for a report stored before receipts. */
  receipt: z.nullable(ZSignedReceipt),
  /** The organisation's text under 'Zgłoszenie zewnętrzne' (Settings); null when there is none. */
  externalChannelsNote: ZPublicExternalChannelsNote,
  /**
   * When personal data found irrelevant to the case was last deleted from it (issue #35), told to
   * the reporter as transparency, never what; null: never (optional: an older server sends none).
   */
  personalDataRemovedAt: z.string().nullable().optional(),
  /** Voice messages, where the organisation offers them: a message may carry one (optional: an older server sends none). */
  voiceMessages: z
    .object({ disguise: z.enum(disguisePolicies), maxMinutes: z.number() })
    .nullable()
    .optional(),
});
export type InboxReport = z.infer<typeof ZInboxReport>;

export const ZInboxFileParams = z.object({ fileId: z.uuid() });

export const ZInboxMessageParams = z.object({ messageId: z.uuid() });
export const ZInboxMessageFileParams = ZInboxMessageParams.extend({ fileId: z.uuid() });
