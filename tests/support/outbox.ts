import { testRuntime } from './test-runtime.js';
interface StoredEmail {
  /** The sender as given to SES, display name included. */
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

/** E-mails the local SES emulator received for an address, oldest first. */
export async function emailsTo(address: string): Promise<StoredEmail[]> {
  const response = await fetch(`${testRuntime.endpoints.ses}/store`);
  const store = (await response.json()) as { emails: StoredEmail[] };
  return store.emails.filter((mail) => mail.destination.to.includes(address));
}

/** The last link to `pathPrefix` (e.g. `/registration/`) e-mailed to an address, as a token. */
export async function lastLinkToken(address: string, pathPrefix: string): Promise<string> {
  const mails = await emailsTo(address);
  for (const mail of mails.reverse()) {
    const match = new RegExp(`${pathPrefix}([A-Za-z0-9_-]+)`).exec(mail.body.text ?? '');
    if (match?.[1]) return match[1];
  }
  throw new Error(`no ${pathPrefix} link e-mailed to ${address}`);
}

interface SmsMessage {
  phoneNumber: string;
  message: string;
  senderId?: string;
}

/** SMS messages the local SNS sink received for a 9-digit phone number, oldest first. */
export async function smsTo(phone: string): Promise<SmsMessage[]> {
  const response = await fetch(`${testRuntime.endpoints.sns}/messages`);
  const messages = (await response.json()) as SmsMessage[];
  return messages.filter((m) => m.phoneNumber === `+48${phone}`);
}
