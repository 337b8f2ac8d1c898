import { compile } from 'html-to-text';
import { simpleParser, type AddressObject } from 'mailparser';
import { emailReportLimits, spamHeaders, type EmailRefusal } from '@shared/domain/email-reports.js';
import { reportFilesFit } from '@shared/domain/files.js';

/**
 * The pure part of the e-mail channel (type 3): a raw RFC 822 message as SES's S3 action (or the
 * local SMTP server) stores it → what a report is made of, whether the message may become one at
 * all, and whether its sender may be answered. No I/O: the same rules for the Lambda, `npm start`
 * and the tests.
 */

/**
 * SES's verdicts of a received message (`receipt.spamVerdict.status` …: PASS, FAIL, GRAY,
 * PROCESSING_FAILED, DISABLED), when it gave them. The local SMTP server sets them by its own
 * documented rule (local/smtp.ts).
 */
export interface MailVerdicts {
  spam?: string;
  virus?: string;
  spf?: string;
  dkim?: string;
  dmarc?: string;
}

/** What the receiving server knows of a message beyond its text. */
export interface MailReceipt {
  /** The envelope sender (MAIL FROM; SES's `mail.source`): empty for the null sender of a bounce. */
  envelopeSender: string;
  verdicts: MailVerdicts;
}

export interface InboundAttachment {
  name: string;
  content: Uint8Array;
}

export interface InboundMessage {
  /**
   * The From address, lower case; null when the message names none. The only address ever
   * answered: a Reply-To is whatever the sender wrote, and no check covers it.
   */
  from: { address: string; name: string } | null;
  /**
   * Whether the message names exactly one author (one From header, one mailbox), as DMARC
   * requires: with two, SES's verdict may speak of the other one, so the sender is not verified.
   */
  singleFrom: boolean;
  subject: string;
  text: string;
  attachments: InboundAttachment[];
  /** Header names lower case, values as written, unfolded (the first of repeated headers). */
  headers: Map<string, string>;
}

const firstAddress = (field: AddressObject | AddressObject[] | undefined): { address: string; name: string } | null => {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  for (const object of list) {
    for (const entry of object.value) {
      if (entry.address && /^[^\s@]+@[^\s@]+$/.test(entry.address))
        return { address: entry.address.toLowerCase(), name: (entry.name ?? '').trim() };
    }
  }
  return null;
};

/** A raw header line's value: after the name, unfolded. */
const headerValue = (line: string): string =>
  line
    .slice(line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();

/** An attachment without a name gets one by its position (names are encrypted like the form's). */
const attachmentName = (filename: string | undefined, position: number): string => {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const name = (filename ?? '').replace(/[\u0000-\u001f\u007f/\\]/g, '').trim();
  return name || `zalacznik-${position}`;
};

/**
 * HTML as the report's text: paragraphs and lines as they were, table cells apart (columns, one
 * row a line), nothing upper-cased, images left out, a link's address beside its text.
 */
const htmlAsText = compile({
  wordwrap: false,
  selectors: [
    { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: 'img', format: 'skip' },
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
  ],
});

export async function parseInboundMessage(raw: Uint8Array): Promise<InboundMessage> {
  // mailparser's own HTML → text runs cells together ("DataKwota"): its HTML is rendered here instead.
  const parsed = await simpleParser(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength), {
    skipImageLinks: true,
    skipHtmlToText: true,
  });
  const headers = new Map<string, string>();
  for (const { key, line } of parsed.headerLines)
    if (!headers.has(key.toLowerCase())) headers.set(key.toLowerCase(), headerValue(line));
  // With HTML, mailparser's `html` is the whole text in order: the HTML parts, and the plain parts
  // that are not an alternative of them (as HTML). Without, the plain text.
  const text = typeof parsed.html === 'string' ? htmlAsText(parsed.html) : (parsed.text ?? '');
  const fromLines = parsed.headerLines.filter(({ key }) => key.toLowerCase() === 'from').length;
  const fromMailboxes = [parsed.from ?? []].flat().flatMap((field) => field.value).length;
  return {
    from: firstAddress(parsed.from),
    singleFrom: fromLines === 1 && fromMailboxes === 1,
    subject: (parsed.subject ?? '').trim(),
    text: text.replace(/\r\n/g, '\n').trim(),
    attachments: parsed.attachments.map((attachment, index) => ({
      name: attachmentName(attachment.filename, index + 1),
      content: new Uint8Array(attachment.content),
    })),
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

/**
 * Mail written by a machine, never answered (RFC 3834), so never a report: a bounce or a receipt
 * (the null sender, in the envelope or in the Return-Path the receiving server wrote), an
 * auto-reply (`Auto-Submitted` other than `no`), bulk or list mail (`Precedence: bulk/list/junk`,
 * `List-Id`, `List-Unsubscribe`).
 */
export function isMachineMail(message: Pick<InboundMessage, 'headers'>, envelopeSender: string): boolean {
  const header = (name: string) => (message.headers.get(name) ?? '').trim().toLowerCase();
  const nullSender = (sender: string) => /^<?\s*>?$/.test(sender.trim());
  return (
    nullSender(envelopeSender) ||
    (message.headers.has('return-path') && nullSender(header('return-path'))) ||
    (header('auto-submitted') || 'no') !== 'no' ||
    ['bulk', 'list', 'junk', 'auto_reply'].includes(header('precedence')) ||
    message.headers.has('list-id') ||
    message.headers.has('list-unsubscribe')
  );
}

/** Over the named limits (shared/domain/email-reports.ts): the raw size, the attachments' sizes, the text. */
export function isOversized(
  rawBytes: number,
  message: Pick<InboundMessage, 'attachments' | 'text' | 'subject'>,
): boolean {
  const sizes = message.attachments.map((attachment) => attachment.content.byteLength);
  return (
    rawBytes > emailReportLimits.messageMaxBytes ||
    !reportFilesFit(sizes) ||
    message.text.length > emailReportLimits.textMaxChars ||
    message.subject.length > emailReportLimits.subjectMaxChars
  );
}

/**
 * What refuses a message whoever it was sent to, in this order: spam (silent), mail from a
 * machine (silent), no From address (silent), more attachments than a report takes, too large
 * (the last two told to a verified sender). Null: it may become a report.
 */
export function messageRefusal(rawBytes: number, message: InboundMessage, receipt: MailReceipt): EmailRefusal | null {
  if (isSpam(message, receipt.verdicts)) return 'spam';
  if (isMachineMail(message, receipt.envelopeSender)) return 'autoSubmitted';
  if (!message.from) return 'noSender';
  if (message.attachments.length > emailReportLimits.attachmentsMax) return 'tooManyFiles';
  if (isOversized(rawBytes, message)) return 'oversized';
  return null;
}

const passed = (verdict: string | undefined): boolean => (verdict ?? '').trim().toUpperCase() === 'PASS';
const domainOf = (address: string): string => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/**
 * Whether the From address is the sender's own, so that it may be answered (the credentials, a
 * refusal): SES's DMARC verdict PASS (SPF or DKIM passed for a domain aligned with the From's).
 * A FAIL is final. Without a DMARC verdict (the From's domain publishes no policy: GRAY; or it
 * could not be checked) the one alignment visible here counts: SPF passed for the envelope
 * sender's domain and that domain is the From's own. DKIM's signing domain is not in SES's
 * event, so a DKIM pass alone never verifies. Anything else (no verdicts at all, two authors) is
 * unverified.
 */
export function senderVerified(message: Pick<InboundMessage, 'from' | 'singleFrom'>, receipt: MailReceipt): boolean {
  if (!message.from || !message.singleFrom) return false;
  const dmarc = (receipt.verdicts.dmarc ?? '').trim().toUpperCase();
  if (dmarc === 'PASS') return true;
  if (dmarc === 'FAIL') return false;
  return (
    passed(receipt.verdicts.spf) &&
    receipt.envelopeSender.includes('@') &&
    domainOf(receipt.envelopeSender) === domainOf(message.from.address)
  );
}
