import type { ReporterLanguage, Translation } from './catalogue.js';
import type { clientErrorMessages } from './client-errors.js';
import type { cryptoErrorTexts } from './crypto-errors.js';
import type { reporterErrorPageTexts } from './error-pages.js';
import type { errorMessages, rateLimitTexts } from './errors.js';
import type { inboxTexts } from './conversation.js';
import type { externalChannelTexts } from './external-channels.js';
import type { fieldValueTexts } from './field-values.js';
import type { fileTexts } from './files.js';
import type { formFollowUpTexts } from './form-follow-up.js';
import type { formReceiptTexts } from './form-receipt.js';
import type { sentTexts } from './form-sent.js';
import type { formTexts } from './form.js';
import type {
  inboxRefusalTexts,
  inboxReportTexts,
  messageTexts,
  oralReportTexts,
  phoneProtocolTexts,
} from './inbox-report.js';
import type { metadataKindTexts, metadataTexts } from './metadata.js';
import type { replyNoticeTexts } from './reply-notices.js';
import type { submissionTexts } from './submission.js';
import type { validationTexts } from './validation.js';
import type { voiceTexts } from './voice.js';

/**
 * The catalogues of the reporter screens translated so far (the public form, the inbox and its
 * logins, the server's error answers they can get), by the names the Polish modules export: a
 * language's folder (`uk/`, `en/`) exports each of them from its index. An error answer's key
 * names one of them (`validationTexts.tooLongText`, shared/errors.ts).
 */
export interface ReporterCatalogue {
  clientErrorMessages: Translation<typeof clientErrorMessages>;
  externalChannelTexts: Translation<typeof externalChannelTexts>;
  cryptoErrorTexts: Translation<typeof cryptoErrorTexts>;
  errorMessages: Translation<typeof errorMessages>;
  reporterErrorPageTexts: Translation<typeof reporterErrorPageTexts>;
  rateLimitTexts: Translation<typeof rateLimitTexts>;
  submissionTexts: Translation<typeof submissionTexts>;
  validationTexts: Translation<typeof validationTexts>;
  fieldValueTexts: Translation<typeof fieldValueTexts>;
  fileTexts: Translation<typeof fileTexts>;
  formFollowUpTexts: Translation<typeof formFollowUpTexts>;
  formReceiptTexts: Translation<typeof formReceiptTexts>;
  sentTexts: Translation<typeof sentTexts>;
  formTexts: Translation<typeof formTexts>;
  inboxTexts: Translation<typeof inboxTexts>;
  inboxRefusalTexts: Translation<typeof inboxRefusalTexts>;
  inboxReportTexts: Translation<typeof inboxReportTexts>;
  messageTexts: Translation<typeof messageTexts>;
  phoneProtocolTexts: Translation<typeof phoneProtocolTexts>;
  oralReportTexts: Translation<typeof oralReportTexts>;
  metadataKindTexts: Translation<typeof metadataKindTexts>;
  metadataTexts: Translation<typeof metadataTexts>;
  replyNoticeTexts: Translation<typeof replyNoticeTexts>;
  voiceTexts: Translation<typeof voiceTexts>;
}

/**
 * The catalogues in the chunks a reporter screen loads, each when it is needed, in every language
 * (Polish too: `pl/chunks/`, `uk/chunks/`, `en/chunks/`): the form's first view, then what follows
 * its 'Wyślij' (the confirmation, the progress, the success modal, the follow-up, and the external
 * channels when the reporter opens them), what a file's metadata cleaning says (when a file is
 * added), the inbox logins' (with the texts of the inbox they share), what the inbox shows once
 * the reporter is in, the notice of replies (the success modal's and the inbox's), the voice
 * message's (with the recorder, when the organisation offers voice messages), and what the
 * server's error answers say (when one comes to a screen in another language than Polish; with
 * them, what the browser's encryption says when it fails and the error page a reporter can reach).
 * Each catalogue is in exactly one chunk.
 */
export const reporterChunks = {
  form: ['clientErrorMessages', 'fieldValueTexts', 'fileTexts', 'formTexts'],
  'form-sent': ['externalChannelTexts', 'formFollowUpTexts', 'formReceiptTexts', 'sentTexts'],
  'file-cleaning': ['metadataKindTexts', 'metadataTexts'],
  inbox: ['inboxTexts'],
  'inbox-report': ['inboxRefusalTexts', 'inboxReportTexts', 'messageTexts', 'oralReportTexts', 'phoneProtocolTexts'],
  'reply-notices': ['replyNoticeTexts'],
  voice: ['voiceTexts'],
  errors: [
    'cryptoErrorTexts',
    'errorMessages',
    'rateLimitTexts',
    'reporterErrorPageTexts',
    'submissionTexts',
    'validationTexts',
  ],
} as const satisfies Record<string, readonly (keyof ReporterCatalogue)[]>;
export type ReporterChunk = keyof typeof reporterChunks;

/** The catalogues of one chunk, as its module exports them. */
export type ChunkCatalogues<Chunk extends ReporterChunk> = Pick<
  ReporterCatalogue,
  (typeof reporterChunks)[Chunk][number]
>;

/** Each language's chunks, as the loaders that fetch them (web/src/i18n/reporter-language.tsx). */
export type ChunkLoaders = {
  readonly [Language in ReporterLanguage]: {
    readonly [Chunk in ReporterChunk]: () => Promise<ChunkCatalogues<Chunk>>;
  };
};

/** The chunk a catalogue is in. */
export const chunkOf = Object.fromEntries(
  Object.entries(reporterChunks).flatMap(([chunk, names]) => names.map((name) => [name, chunk])),
) as Record<keyof ReporterCatalogue, ReporterChunk>;
