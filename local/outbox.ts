import type { ServerResponse } from 'node:http';
import { SECOND } from '@shared/domain/time.js';
import type { Emulators } from './emulators.js';

interface StoredEmail {
  messageId: string;
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
const linkify = (text: string) => escape(text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
const when = (date: Date) => date.toLocaleString('pl-PL', { timeZone: 'Europe/Warsaw' });

/** Reads what the local SES emulator has received (newest first). */
export async function listEmails(emulators: Emulators): Promise<StoredEmail[]> {
  const response = await fetch(`${emulators.endpoints.ses}/store`);
  const store = (await response.json()) as { emails: StoredEmail[] };
  return [...store.emails].reverse();
}

/** The local runtime's extra route: the outbox page at `/_dev/outbox`. */
export const outboxRoutes = (emulators: Emulators) => ({ '/_dev/outbox': outboxPage(emulators) });

/**
 * `/_dev/outbox`: one local page with every e-mail sent through SES and every SMS sent through
 * SNS, newest first. It exists only in the local runtime; AWS has no such route.
 */
export function outboxPage(emulators: Emulators) {
  return async (_req: unknown, res: ServerResponse) => {
    const emails = await listEmails(emulators);
    const sms = emulators.sms.messages().reverse();
    const emailRows = emails
      .map(
        (mail) =>
          `<article><h3>${escape(mail.subject)}</h3><p class="meta">Od: ${escape(mail.from)} · Do: ${escape(mail.destination.to.join(', '))} · ${when(new Date(mail.at * SECOND))}</p><pre>${linkify(mail.body.text ?? '')}</pre></article>`,
      )
      .join('');
    const smsRows = sms
      .map(
        (m) =>
          `<article><p class="meta">${m.senderId ? `Od: ${escape(m.senderId)} · ` : ''}Do: ${escape(m.phoneNumber)} · ${when(new Date(m.at))}</p><pre>${escape(m.message)}</pre></article>`,
      )
      .join('');
    const html = `<!doctype html><html lang="pl"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>Ostoja — poczta i SMS (lokalnie)</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem;color:#222}article{border:1px solid #ddd;border-radius:6px;padding:.5rem 1rem;margin:.5rem 0}.meta{color:#666;font-size:.9rem}pre{white-space:pre-wrap}</style></head>
<body><h1>Poczta i SMS-y wysłane lokalnie</h1><p>Odświeża się co 5 s. Pełny podgląd poczty (HTML, załączniki): <a href="${emulators.endpoints.ses}">${emulators.endpoints.ses}</a></p>
<h2>SMS (${sms.length})</h2>${smsRows || '<p>Brak wiadomości SMS.</p>'}
<h2>E-mail (${emails.length})</h2>${emailRows || '<p>Brak wiadomości e-mail.</p>'}</body></html>`;
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      'cache-control': 'no-store',
    });
    res.end(html);
  };
}
