import { simpleParser, type AddressObject } from 'mailparser';
import { emailReportLimits, spamHeaders, type EmailRefusal } from '@shared/domain/email-reports.js';
import { reportFilesFit } from '@shared/domain/files.js';

/**
 * The pure part of the e-mail channel (type 3): a raw RFC 822 message as SES's S3 action (or the
 * local SMTP server) stores it → what a report is made of, and whether the message may become one
 * at all. No I/O: the same rules for the Lambda, `npm start` and the tests.
 */

/** SES's verdicts of a received message (`receipt.spamVerdict.status` …), when it gave them. */
export interface MailVerdicts {
  spam?: string;
  virus?: string;
}

export interface InboundAttachment {
  name: string;
  content: Uint8Array;
}

export interface InboundMessage {
  /** Where a reply goes (Reply-To, else From), lower case; null when the message names none. */
  sender: { address: string; name: string } | null;
  subject: string;
  text: string;
  attachments: InboundAttachment[];
  /** Header names lower case, values as text (the first of repeated headers). */
  headers: Map<string, string>;
}

const firstAddress = (field: AddressObject | AddressObject[] | undefined): { address: string; name: string } | null => {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  for (const object of list) {
    for (const entry of object.value) {
      if (entry.address && /^[^\s@]+@[^\s@]+$/.test(entry.address)) return { address: entry.address.toLowerCase(), name: (entry.name ?? '').trim() };
    }
  }
  return null;
};

const headerText = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'value' in value && typeof (value as { value: unknown }).value === 'string') return (value as { value: string }).value;
  return String(value ?? '');
};

/** An attachment without a name gets one by its position (names are encrypted like the form's). */
const attachmentName = (filename: string | undefined, position: number): string => {
  const name = (filename ?? '').replace(/[\u0000-\u001f\u007f/\\]/g, '').trim();
  return name || `zalacznik-${position}`;
};

export async function parseInboundMessage(raw: Uint8Array): Promise<InboundMessage> {
  const parsed = await simpleParser(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength), { skipImageLinks: true, skipTextToHtml: true });
  const headers = new Map<string, string>();
  for (const [name, value] of parsed.headers) if (!headers.has(name.toLowerCase())) headers.set(name.toLowerCase(), headerText(value));
  return {
    sender: firstAddress(parsed.replyTo) ?? firstAddress(parsed.from),
    subject: (parsed.subject ?? '').trim(),
    // A message of HTML only: mailparser gives its text rendering.
    text: (parsed.text ?? '').replace(/\r\n/g, '\n').trim(),
    attachments: parsed.attachments.map((attachment, index) => ({ name: attachmentName(attachment.filename, index + 1), content: new Uint8Array(attachment.content) })),
    headers,
  };
}

const failed = (verdict: string | undefined): boolean => (verdict ?? '').trim().toUpperCase() === 'FAIL';

/**
 * Spam or a virus: SES's verdicts when it gave them, else the headers SES writes into the stored
 * message, or the `X-Spam-Flag: YES` of a local filter (docs/decisions.md).
 */
export function isSpam(message: Pick<InboundMessage, 'headers'>, verdicts: MailVerdicts = {}): boolean {
  const header = (name: string) => message.headers.get(name);
  return (
    failed(verdicts.spam) ||
    failed(verdicts.virus) ||
    failed(header(spamHeaders.sesSpam)) ||
    failed(header(spamHeaders.sesVirus)) ||
    (header(spamHeaders.spamFlag) ?? '').trim().toUpperCase() === 'YES'
  );
}

/** Mail written by a machine (a bounce, an auto-reply, bulk mail): answering it could loop. */
export function isAutoSubmitted(message: Pick<InboundMessage, 'headers'>): boolean {
  const auto = (message.headers.get('auto-submitted') ?? 'no').trim().toLowerCase();
  const precedence = (message.headers.get('precedence') ?? '').trim().toLowerCase();
  return auto !== 'no' || ['bulk', 'junk', 'auto_reply'].includes(precedence);
}

/** Over the named limits (shared/domain/email-reports.ts): the raw size, the attachments, the text. */
export function isOversized(rawBytes: number, message: Pick<InboundMessage, 'attachments' | 'text' | 'subject'>): boolean {
  const sizes = message.attachments.map((attachment) => attachment.content.byteLength);
  return (
    rawBytes > emailReportLimits.messageMaxBytes ||
    sizes.length > emailReportLimits.attachmentsMax ||
    !reportFilesFit(sizes) ||
    message.text.length > emailReportLimits.textMaxChars ||
    message.subject.length > emailReportLimits.subjectMaxChars
  );
}

/**
 * What refuses a message whoever it was sent to, in this order: spam (silent), mail from a
 * machine (silent), no address to answer (silent), too large (the sender is told). Null: it may
 * become a report.
 */
export function messageRefusal(rawBytes: number, message: InboundMessage, verdicts: MailVerdicts = {}): EmailRefusal | null {
  if (isSpam(message, verdicts)) return 'spam';
  if (isAutoSubmitted(message)) return 'autoSubmitted';
  if (!message.sender) return 'noSender';
  if (isOversized(rawBytes, message)) return 'oversized';
  return null;
}
