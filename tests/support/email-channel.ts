import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
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

const base64Lines = (bytes: Uint8Array) => (Buffer.from(bytes).toString('base64').match(/.{1,76}/g) ?? ['']).join('\r\n');
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
    return new TextEncoder().encode([...head, 'Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: base64', '', text, ''].join('\r\n'));
  }
  const parts = [
    [`--${boundary}`, 'Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: base64', '', text].join('\r\n'),
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
  return new TextEncoder().encode([...head, `Content-Type: multipart/mixed; boundary="${boundary}"`, '', ...parts, `--${boundary}--`, ''].join('\r\n'));
}

/** Delivers a message as SES's receipt rule does: stored under `inbound/`, then the function. */
export async function deliverMail(raw: Uint8Array, recipients: string[], verdicts?: InboundDelivery['verdicts']) {
  const objectKey = objectKeys.inboundMail(randomUUID());
  await putObject(objectKey, raw, 'message/rfc822');
  const outcomes = await receiveEmailReport({ objectKey, recipients, verdicts });
  return { objectKey, outcomes };
}

/**
 * Sends a message to an SMTP server as a mail client does (EHLO, MAIL, RCPT, DATA); answers the
 * server's reply code to the end of DATA (or the first refusal).
 */
export function sendSmtp(address: string, from: string, to: string, raw: Uint8Array, declaredSize = raw.byteLength): Promise<number> {
  const { hostname, port } = new URL(address);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const steps = [`EHLO test.local`, `MAIL FROM:<${from}> SIZE=${declaredSize}`, `RCPT TO:<${to}>`, 'DATA', null, 'QUIT'];
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
        const body = Buffer.from(raw).toString('binary').replace(/\r\n\./g, '\r\n..');
        socket.write(Buffer.from(`${body}${body.endsWith('\r\n') ? '' : '\r\n'}.\r\n`, 'binary'));
      } else if (command) socket.write(`${command}\r\n`);
    });
  });
}
