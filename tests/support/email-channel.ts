import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import type { MailReceipt } from '../../functions/channels/email-message.js';
import { putObject } from '../../functions/adapters/s3.js';
import { receiveEmailReport, type InboundDelivery } from '../../functions/channels/receive-email-report.js';
import { objectKeys } from '../../functions/data/object-keys.js';

/** What a test message is made of (a real MIME message is built from it). */
export interface TestMail {
  from: string;
  to: string;
  subject?: string;
  text?: string;
  headers?: Record<string, string>;
  attachments?: { name: string; content: Uint8Array; type?: string }[];
}

const base64Lines = (bytes: Uint8Array) =>
  (
    Buffer.from(bytes)
      .toString('base64')
      .match(/.{1,76}/g) ?? ['']
  ).join('\r\n');
const encodedWord = (text: string) => `=?UTF-8?B?${Buffer.from(text).toString('base64')}?=`;

/** An RFC 822 message as a mail client writes it (UTF-8 text, base64 attachments). */
export function rawMail(mail: TestMail): Uint8Array {
  const boundary = `b-${randomUUID()}`;
  const head = [
    `From: ${mail.from}`,
    `To: ${mail.to}`,
    `Subject: ${encodedWord(mail.subject ?? 'Zgłoszenie')}`,
    `Message-ID: <${randomUUID()}@example.com>`,
    'MIME-Version: 1.0',
    ...Object.entries(mail.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
  ];
  const text = base64Lines(new TextEncoder().encode(mail.text ?? 'Treść zgłoszenia.'));
  if (!mail.attachments?.length) {
    return new TextEncoder().encode(
      [...head, 'Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: base64', '', text, ''].join(
        '\r\n',
      ),
    );
  }
  const parts = [
    [`--${boundary}`, 'Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: base64', '', text].join(
      '\r\n',
    ),
    ...mail.attachments.map((attachment) =>
      [
        `--${boundary}`,
        `Content-Type: ${attachment.type ?? 'application/octet-stream'}; name="${encodedWord(attachment.name)}"`,
        'Content-Transfer-Encoding: base64',
        `Content-Disposition: attachment; filename="${encodedWord(attachment.name)}"`,
        '',
        base64Lines(attachment.content),
      ].join('\r\n'),
    ),
  ];
  return new TextEncoder().encode(
    [...head, `Content-Type: multipart/mixed; boundary="${boundary}"`, '', ...parts, `--${boundary}--`, ''].join(
      '\r\n',
    ),
  );
}

/** A hand-written message of tests/fixtures/email/ (`{name}.eml`), with CRLF line ends as on the wire. */
export const fixtureMail = (name: string): Uint8Array =>
  new TextEncoder().encode(
    readFileSync(new URL(`../fixtures/email/${name}.eml`, import.meta.url), 'utf8').replace(/\r?\n/g, '\r\n'),
  );

/** SES's verdicts of a message sent from the sender's own mailbox: nothing failed, DMARC passed. */
export const verifiedVerdicts = { spam: 'PASS', virus: 'PASS', spf: 'PASS', dkim: 'PASS', dmarc: 'PASS' } as const;

/** The From address of a raw message (the envelope sender of a person's own mail). */
const fromAddress = (raw: Uint8Array): string => {
  const line = /^From:(.*)$/im.exec(new TextDecoder().decode(raw).split(/\r\n\r\n/)[0]!)?.[1] ?? '';
  return (/<([^>]*)>/.exec(line)?.[1] ?? line).trim();
};

/**
 * Delivers a message as SES's receipt rule does: stored under `inbound/`, then the function. By
 * default as a person's own mail: the envelope sender is the From, every verdict passed; `receipt`
 * overrides either (verdicts merged over those).
 */
export async function deliverMail(
  raw: Uint8Array,
  recipients: string[],
  receipt: { envelopeSender?: string; verdicts?: MailReceipt['verdicts'] } = {},
) {
  const objectKey = objectKeys.inboundMail(randomUUID());
  await putObject(objectKey, raw, 'message/rfc822');
  const delivery: InboundDelivery = {
    objectKey,
    recipients,
    envelopeSender: receipt.envelopeSender ?? fromAddress(raw),
    verdicts: { ...verifiedVerdicts, ...receipt.verdicts },
  };
  const outcomes = await receiveEmailReport(delivery);
  return { objectKey, outcomes };
}

/**
 * Sends a message to an SMTP server as a mail client does (EHLO, MAIL, RCPT, DATA); answers the
 * server's reply code to the end of DATA (or the first refusal).
 */
export function sendSmtp(
  address: string,
  from: string,
  to: string,
  raw: Uint8Array,
  declaredSize = raw.byteLength,
): Promise<number> {
  const { hostname, port } = new URL(address);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const steps = [
      `EHLO test.local`,
      `MAIL FROM:<${from}> SIZE=${declaredSize}`,
      `RCPT TO:<${to}>`,
      'DATA',
      null,
      'QUIT',
    ];
    let buffer = '';
    let step = -1;
    socket.setEncoding('utf8');
    socket.on('error', reject);
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      // A reply is complete at a line "NNN text" (not "NNN-text").
      const lines = buffer.split('\r\n');
      const last = lines.findLast((line) => /^\d{3} /.test(line));
      if (!last) return;
      buffer = '';
      const code = Number(last.slice(0, 3));
      if (code >= 400 || step === 4) {
        socket.end('QUIT\r\n');
        return resolve(code);
      }
      step += 1;
      const command = steps[step];
      if (command === null) {
        const body = Buffer.from(raw)
          .toString('binary')
          .replace(/\r\n\./g, '\r\n..');
        socket.write(Buffer.from(`${body}${body.endsWith('\r\n') ? '' : '\r\n'}.\r\n`, 'binary'));
      } else if (command) socket.write(`${command}\r\n`);
    });
  });
}
