import { randomUUID } from 'node:crypto';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { MailVerdicts } from '../functions/channels/email-message.js';
import { emailReportLimits } from '../shared/domain/email-reports.js';

export interface LocalSmtp {
  port: number;
  address: string;
  stop: () => Promise<void>;
}

class SmtpError extends Error {
  constructor(
    message: string,
    readonly responseCode: number,
  ) {
    super(message);
  }
}

/**
 * SES's SPF, DKIM and DMARC verdicts cannot be computed offline, so the stand-in sets them by a
 * rule of its own (README, "E-mail reports locally"): every message passes, unless its header
 * says `X-Ostoja-Local-Verdict: fail` (a test, or `curl`, trying an unverified sender). Only this
 * server reads that header: the Lambda takes SES's own verdicts and ignores it.
 */
export const LOCAL_VERDICT_HEADER = 'X-Ostoja-Local-Verdict';

export function localVerdicts(raw: Uint8Array): MailVerdicts {
  const text = Buffer.from(raw).toString('latin1');
  const end = text.search(/\r?\n\r?\n/);
  const head = (end < 0 ? text : text.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  const fail = new RegExp(`^${LOCAL_VERDICT_HEADER}:[ \\t]*fail[ \\t\\r]*$`, 'im').test(head);
  const status = fail ? 'FAIL' : 'PASS';
  return { spf: status, dkim: status, dmarc: status };
}

async function readAll(stream: SMTPServerDataStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The e-mail channel locally (issue #20): an SMTP server in `npm start` and the test runtimes
 * that does what SES receiving does in AWS. It takes mail for any address (no AUTH, no TLS: it
 * listens on 127.0.0.1 only), refuses a message over the limit at SIZE / after DATA (552), stores
 * the raw message in the files bucket under `inbound/` (as SES's S3 action) and hands it to the
 * same function the Lambda runs (functions/channels/receive-email-report.ts), answering 250 once
 * that is done. SES's spam verdict is a header locally (email-message.ts); the sender's verdicts
 * follow `localVerdicts`, and the envelope sender is the MAIL FROM (empty for `MAIL FROM:<>`).
 */
export async function startLocalSmtp(port: number): Promise<LocalSmtp> {
  const server = new SMTPServer({
    name: 'ostoja.local',
    banner: 'Ostoja — lokalny odbiór zgłoszeń e-mail',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: emailReportLimits.messageMaxBytes,
    logger: false,
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback: (error?: Error | null) => void) {
      readAll(stream)
        .then(async (raw) => {
          if (stream.sizeExceeded) throw new SmtpError('Wiadomość jest zbyt duża', 552);
          // Loaded here: the runtime sets the environment (endpoints) before any handler module loads.
          const [{ putInboundMail }, { objectKeys }, { receiveEmailReport }] = await Promise.all([
            import('../functions/adapters/s3.js'),
            import('../functions/data/object-keys.js'),
            import('../functions/channels/receive-email-report.js'),
          ]);
          const objectKey = objectKeys.inboundMail(randomUUID());
          await putInboundMail(objectKey, new Uint8Array(raw));
          await receiveEmailReport({
            objectKey,
            recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
            envelopeSender: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            verdicts: localVerdicts(raw),
          });
        })
        .then(
          () => callback(),
          (error: unknown) => {
            if (error instanceof SmtpError) return callback(error);
            console.error(`Lokalny SMTP: ${(error as Error).message}`);
            callback(new SmtpError('Chwilowy błąd, spróbuj ponownie', 451));
          },
        );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  server.on('error', (error) => console.error(`Lokalny SMTP: ${error.message}`));
  const address = server.server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    port: actual,
    address: `smtp://127.0.0.1:${actual}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
