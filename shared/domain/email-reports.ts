/**
 * The e-mail channel (type 3 reports, issue #20): what a message to an organisation's report
 * address may be. One definition for the Lambda, the local SMTP server and the tests.
 */
import { fileLimits, MB } from './files.js';

export const emailReportLimits = {
  /**
   * A whole raw message (RFC 822, as SES stores it): SES receiving itself stops at 40 MB, and a
   * message carrying the form's 30 MB of attachments (base64: ×4/3) needs about that much.
   * The local SMTP server refuses a larger one at the SIZE extension, as SES would.
   */
  messageMaxBytes: 40 * MB,
  /** The attachments, decoded: the form's own limits (one file and the sum, how many). */
  attachmentMaxBytes: fileLimits.attachmentMaxBytes,
  attachmentsTotalMaxBytes: fileLimits.reportTotalMaxBytes,
  attachmentsMax: fileLimits.reportFilesMax,
  /** The message text kept as the report's content (the report item must stay under 400 KB). */
  textMaxChars: 100_000,
  subjectMaxChars: 500,
} as const;

/**
 * The report's fields of an e-mail report (stored as the report's form): the subject, the text,
 * and, when the message had attachments, what removing their metadata at receipt did.
 */
export const emailReportFieldIds = {
  subject: 'email-subject',
  text: 'email-text',
  attachmentsCleaning: 'email-attachments-metadata',
} as const;

/**
 * Why a message did not become a report. `unknownAddress`, `channelOff`, `spam`, `autoSubmitted`
 * (a bounce, an auto-reply, bulk or list mail) and `noSender` are silent (nothing is written,
 * nobody is told: answering spam would send mail to forged senders, answering a machine could
 * loop); the others are entered in the organisation's system log and a verified sender is told once.
 */
export type EmailRefusal =
  | 'unknownAddress'
  | 'channelOff'
  | 'spam'
  | 'autoSubmitted'
  | 'noSender'
  | 'tooManyFiles'
  | 'oversized'
  | 'infected'
  | 'notInPackage'
  | 'licenceInactive'
  | 'noCategory'
  | 'noKeys';

/**
 * Local stand-ins for SES's verdicts, read from the message's headers: SES writes
 * `X-SES-Spam-Verdict` / `X-SES-Virus-Verdict` into every message it stores, and a local filter
 * (or a test) marks spam with `X-Spam-Flag: YES`. Any of them failing refuses the message.
 */
export const spamHeaders = {
  sesSpam: 'x-ses-spam-verdict',
  sesVirus: 'x-ses-virus-verdict',
  spamFlag: 'x-spam-flag',
} as const;

/**
 * The domain the e-mail channel receives at: on AWS `reports.{mail domain}` (SES's MX, the
 * deploy's REPORTS_MAIL_DOMAIN), locally this one. An organisation's report address must be an
 * address there: mail to any other address never reaches SES (its own mailbox forwards to one).
 */
export const LOCAL_REPORTS_MAIL_DOMAIN = 'reports.ostoja.local';

/** Whether an address is at the receiving domain (case-insensitive). */
export const isAtReportsDomain = (address: string, domain: string): boolean =>
  address.toLowerCase().endsWith(`@${domain.toLowerCase()}`);

/** Where the local SMTP server listens (`npm start`; SMTP_PORT overrides), next to the emulators. */
export const LOCAL_SMTP_PORT = 8025;
