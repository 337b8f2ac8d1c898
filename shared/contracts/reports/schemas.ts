import { protocolStates, type ProtocolAnswer } from '../../domain/protocols.js';
import * as z from 'zod';
import { ZContentEnvelope } from '../../crypto/envelopes.js';
import { translationLanguages } from '../../domain/category-translations.js';
import { NOTE_MENTIONS_MAX, noteKinds, noteLimits } from '../../domain/report-notes.js';
import { reportNoteTexts } from '../../messages/report-notes.js';
import { DEFAULT_PAGE_SIZE, isReportPageSize, reportLabelLimits } from '../../domain/report.js';
import { inboxLimits, messageCiphertextMaxChars } from '../../domain/inbox.js';
import { conversationTexts } from '../../messages/conversation.js';
import { reportTexts } from '../../messages/reports.js';
import { ZFieldType } from '../categories/schemas.js';
import { ZUserParams } from '../users/schemas.js';
import { legalHoldReasons, type FollowUpEnd, type LegalHold } from '../../domain/retention.js';

export const ZReportParams = z.object({ reportId: z.uuid() });
export const ZReportFileParams = z.object({ reportId: z.uuid(), fileId: z.uuid() });

/**
 * Step 1 of a report file upload: the exact ciphertext size (`encryptedFileSize` of the file, or
 * `scannedFileSize` when `scanned`: encrypted for the antivirus scan, shared/crypto/scanned-files.ts).
 */
export const ZStartReportFileUpload = z.strictObject({
  size: z
    .number()
    .int()
    .positive()
    .max(64 * 1024 * 1024),
  scanned: z.boolean().optional(),
});
export const ZStartedReportFileUpload = z.object({
  fileId: z.uuid(),
  uploadUrl: z.string(),
  headers: z.record(z.string(), z.string()),
});

/**
 * Step 3: the file's name encrypted with the report key (purpose `file-name/{fileId}`); for a
 * file uploaded `scanned`, its own key (32 bytes, base64url), sent this once so that the server
 * can decrypt it in memory and scan it.
 */
export const ZCompleteReportFileUpload = z.strictObject({
  name: ZContentEnvelope,
  scanKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .optional(),
});

/** A file added to a report (private, a reply's, a reporter message's): its name stays ciphertext. */
export const ZReportFile = z.object({
  fileId: z.uuid(),
  name: ZContentEnvelope,
  /** Ciphertext bytes. */
  size: z.number().int(),
  uploadedAt: z.string(),
  uploaderId: z.string().nullable(),
  messageId: z.string().nullable(),
});

export const ZReportState = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export const ZReportType = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** 'Załaduj wiersze': 10, 20, 30, 40 or −1 (all, served in pages the client follows). */
export const ZPerPage = z.coerce
  .number()
  .int()
  .refine(isReportPageSize, reportTexts.badPageSize)
  .default(DEFAULT_PAGE_SIZE);

/** Opaque position after the last row of the previous page (from `nextCursor`). */
export const ZCursor = z
  .string()
  .min(1)
  .max(512)
  .regex(/^[A-Za-z0-9_-]+$/);

export const ZPageQuery = z.object({ perPage: ZPerPage, cursor: ZCursor.optional() });

/** 'Moje sprawy': only the reports the caller handles ("1"); absent or "0": all the caller sees. */
export const ZMineQuery = z.object({ mine: z.enum(['0', '1']).optional() });

/** Etykieta: a short text encrypted under the organisation metadata key (purpose `label`); never empty, bounded by its ciphertext. */
export const ZReportLabel = ZContentEnvelope.refine(
  (envelope) => envelope.ct.length >= reportLabelLimits.ciphertextMinChars,
  reportTexts.labelEmpty,
).refine(
  (envelope) => envelope.ct.length <= reportLabelLimits.ciphertextMaxChars,
  reportTexts.labelTooLong(reportLabelLimits.maxChars),
);

/** A protocol's answer: awaiting the reporter, approved, or corrections asked for (shared/domain/protocols.ts). */
export const ZPhoneProtocol = z.object({
  state: z.enum(protocolStates),
  answeredAt: z.string().nullable(),
}) satisfies z.ZodType<ProtocolAnswer>;

/** A written protocol as staff and the reporter read it: its answer, its version and its text (ciphertext). */
export const ZWrittenProtocol = ZPhoneProtocol.extend({
  version: z.number().int().min(1),
  writtenAt: z.string(),
  text: ZContentEnvelope,
});
export type WrittenProtocolView = z.infer<typeof ZWrittenProtocol>;

/** A report's written protocols (null: none yet). */
export const ZWrittenProtocols = z.object({ voice: ZWrittenProtocol.nullable(), meeting: ZWrittenProtocol.nullable() });

/**
 * A meeting in person the reporter asked for (art. 26(3) of the Act): when, whether its protocol
 * was recorded (the term is met then) and the reporter's answer to it. Null: none asked for.
 */
export const ZMeeting = z.object({
  requestedAt: z.string(),
  protocolRecordedAt: z.string().nullable(),
  protocolState: z.enum(protocolStates).nullable(),
});
export type Meeting = z.infer<typeof ZMeeting>;

/** A legal hold: the report stays past retention while the proceedings it started run. */
export const ZLegalHold = z.object({
  reason: z.enum(legalHoldReasons),
  setAt: z.string(),
  setByName: z.string(),
}) satisfies z.ZodType<LegalHold>;

/** The day follow-up ended as an administrator recorded it: retention counts from it. */
export const ZFollowUpEnd = z.object({
  on: z.string(),
  setAt: z.string(),
  setByName: z.string(),
}) satisfies z.ZodType<FollowUpEnd>;

/** A staff member handling a report ('Osoba prowadząca'). */
export const ZReportHandler = z.object({ userId: z.string(), name: z.string() });
export type ReportHandler = z.infer<typeof ZReportHandler>;

/**
 * Who has access to a report (administrators see it on the report page, 'Wyłącz z dostępu'): who
 * is excluded, who still sees it (by name), and who may still be excluded.
 */
export const ZReportAccess = z.object({
  excluded: z.array(ZReportHandler),
  seeing: z.array(ZReportHandler),
  excludable: z.array(ZReportHandler),
});
export type ReportAccess = z.infer<typeof ZReportAccess>;

/** What a change of a report's access answers: its handlers and who sees it, on the new version. */
export const ZReportAccessChange = z.object({
  handlers: z.array(ZReportHandler),
  handlersVersion: z.number().int(),
  access: ZReportAccess,
});

/** One row of a report list, the register and the dashboard tables: never any content. */
export const ZReportRow = z.object({
  reportId: z.uuid(),
  /** As the reporter sees it (grouped for reading). */
  identifier: z.string(),
  type: ZReportType,
  state: ZReportState,
  receivedAt: z.string(),
  archivedAt: z.string().nullable(),
  /** When staff first opened it (the reporter's acknowledgement of receipt); null while new. */
  acknowledgedAt: z.string().nullable(),
  /** The first feedback to the reporter (a reply, or marked as given elsewhere); null until then. */
  feedbackAt: z.string().nullable(),
  hasAttachments: z.boolean(),
  repliesCount: z.number().int(),
  label: ZReportLabel.nullable(),
  categoryId: z.string(),
  categoryName: z.string(),
  hasNewMessages: z.boolean(),
  /** 'Prowadzący': who handles it now (empty: nobody). */
  handlers: z.array(ZReportHandler),
  /** The meeting in person the reporter asked for; null: none. */
  meeting: ZMeeting.nullable(),
  /** 'Zakończenie działań następczych' as an administrator recorded it (a Polish calendar day); null: none. */
  followUpEndOn: z.iso.date().nullable(),
});
export type ReportRow = z.infer<typeof ZReportRow>;

/** A page, newest first; `total` counts every row of the list, `nextCursor` is null on the last page. */
export const ZReportPage = z.object({
  rows: z.array(ZReportRow),
  total: z.number().int(),
  nextCursor: ZCursor.nullable(),
});

/** The report's form as it was when the report came in. */
export const ZReportFieldDef = z.object({
  id: z.string(),
  type: ZFieldType,
  required: z.boolean(),
  label: z.string(),
  options: z.array(z.string()),
});

export { ZContentEnvelope };

/** One message's text, encrypted under the report key K (purpose `message/{author}/{messageId}`). */
export const ZMessageBody = ZContentEnvelope.refine(
  (envelope) => envelope.ct.length <= messageCiphertextMaxChars,
  conversationTexts.tooLong(inboxLimits.messageMaxChars),
);

/** An attachment of a message: its name encrypted under K (purpose `file-name/{fileId}`). */
export const ZMessageFile = z.object({
  fileId: z.uuid(),
  name: ZContentEnvelope,
  size: z.number().int(),
  /** A voice message the reporter recorded in the inbox (issue #32): its marker, encrypted like the name. */
  voice: ZContentEnvelope.optional(),
});

/** A message of the conversation as the reporter sees it: never who on the staff wrote it. */
export const ZMessage = z.object({
  messageId: z.uuid(),
  author: z.enum(['reporter', 'staff']),
  sentAt: z.string(),
  body: ZContentEnvelope,
  files: z.array(ZMessageFile),
});
export type Message = z.infer<typeof ZMessage>;

/** A message as staff see it: a staff reply names its author and whether it was marked as the feedback. */
export const ZStaffMessage = ZMessage.extend({ authorName: z.string().nullable(), feedback: z.boolean() });
export type StaffMessage = z.infer<typeof ZStaffMessage>;

/**
 * The automatic acknowledgement at receipt (issue #34), the conversation's first entry: the
 * organisation's text of the version the report names, in Polish and its translations (the inbox
 * shows the reporter's language, or Polish where none was written); null when the rule did not
 * acknowledge the report.
 */
export const ZAutomaticAcknowledgement = z
  .object({
    sentAt: z.string(),
    text: z.string(),
    translations: z.partialRecord(z.enum(translationLanguages), z.string()).optional(),
  })
  .nullable()
  // Absent from a server older than the rule: none (a rolling deploy serves the new web first).
  .optional();
export type AutomaticAcknowledgement = z.infer<typeof ZAutomaticAcknowledgement>;

/** What a new message sends: the id the browser chose (it is in the AAD) and the ciphertext. */
export const ZNewMessage = z.strictObject({ messageId: z.uuid(), body: ZMessageBody });

/**
 * A staff reply: a new message, and whether staff mark it as the feedback the Act requires
 * ('To jest informacja zwrotna': information on the follow-up actions). Only a marked reply
 * stops the 3-month clock; a plain one (a question, a request for documents) does not.
 */
export const ZNewReply = ZNewMessage.extend({ feedback: z.boolean() });

/** A message of a report, and one of its attachments. */
export const ZMessageParams = ZReportParams.extend({ messageId: z.uuid() });
export const ZMessageFileParams = ZMessageParams.extend({ fileId: z.uuid() });

export const ZNoteKind = z.enum(noteKinds);
export const ZNoteParams = z.object({ reportId: z.uuid(), noteId: z.uuid() });

/** A note's text encrypted with the report key; never empty (more than the GCM tag), bounded. */
export const ZNoteText = ZContentEnvelope.refine(
  (envelope) => envelope.ct.length >= noteLimits.ciphertextMinChars,
  reportNoteTexts.empty,
).refine((envelope) => envelope.ct.length <= noteLimits.ciphertextMaxChars, reportNoteTexts.tooLong);

/**
 * Whom a note mentions ('@Jan Kowalski', issue #34): ids of staff who see the report, sent beside
 * the encrypted text; each is e-mailed (no content) the first time a note mentions them.
 */
export const ZNoteMentions = z
  .array(ZUserParams.shape.userId)
  .max(NOTE_MENTIONS_MAX, reportNoteTexts.mentionsTooMany)
  .refine((ids) => new Set(ids).size === ids.length, reportNoteTexts.mentionsRepeated);

/** A follow-up note or a property-damage note (id, text, date, adminId, adminName, showInReport). */
export const ZReportNote = z.object({
  noteId: z.uuid(),
  kind: ZNoteKind,
  text: ZContentEnvelope,
  showInRegister: z.boolean(),
  authorId: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReportNote = z.infer<typeof ZReportNote>;
