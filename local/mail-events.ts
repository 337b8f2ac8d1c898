import { SECOND } from '@shared/domain/time.js';
import { messageOf } from '../functions/lib/message-of.js';

/**
 * The local stand-in for the SES configuration set's event destination (docs/development.md, "Architecture"): AWS tells
 * the delivery-event function about each e-mail (delivered, bounced, …); locally every e-mail the
 * SES emulator accepted counts as delivered to each of its recipients at the moment it was
 * accepted, and the same function is told so in the same event shape. An e-mail whose forward is
 * not recorded yet (the send writes its message id just after SES answers) is told again for a
 * while; any other e-mail is simply ignored by the function.
 */
interface StoredEmail {
  messageId: string;
  destination: { to: string[]; cc?: string[]; bcc?: string[] };
  /** Epoch seconds. */
  at: number;
}

type DeliveryHandler = (event: unknown) => Promise<{ recorded: number; ignored: number }>;

/** The store is asked for its e-mails of the last this many seconds. */
const WINDOW_SECONDS = 30;
/** How often an e-mail is told while nothing recognises it (once a tick). */
const TRIES = 5;

/** An SES "Email Delivered" event as EventBridge hands it to the function. */
export const deliveredEvent = (mail: StoredEmail) => {
  const timestamp = new Date(mail.at * SECOND).toISOString();
  const recipients = [...mail.destination.to, ...(mail.destination.cc ?? []), ...(mail.destination.bcc ?? [])];
  return {
    source: 'aws.ses',
    'detail-type': 'Email Delivered',
    detail: {
      eventType: 'Delivery',
      mail: { messageId: mail.messageId, timestamp, destination: recipients },
      delivery: { timestamp, recipients },
    },
  };
};

/** Starts telling the delivery-event function about the emulator's e-mails; answers how to stop. */
export function startLocalMailEvents(sesEndpoint: string, everyMs = 1000): () => Promise<void> {
  /** Tries so far of each e-mail; an e-mail recorded (or tried enough) is never told again. */
  const tries = new Map<string, number>();
  let handler: DeliveryHandler | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  const tick = async () => {
    const nowSeconds = Math.floor(Date.now() / SECOND);
    const response = await fetch(`${sesEndpoint}/store?since=${nowSeconds - WINDOW_SECONDS}`);
    if (!response.ok) return;
    const { emails } = (await response.json()) as { emails: StoredEmail[] };
    // What left the window never comes back: forget it.
    const inWindow = new Set(emails.map((mail) => mail.messageId));
    for (const messageId of tries.keys()) if (!inWindow.has(messageId)) tries.delete(messageId);
    const fresh = emails.filter((mail) => (tries.get(mail.messageId) ?? 0) < TRIES);
    if (fresh.length === 0) return;
    // Loaded on first use: the handler's modules read the environment the runtime sets.
    handler ??= (await import('../functions/forwards/record-delivery-event.js')).handler;
    for (const mail of fresh) {
      if (stopped) return;
      const result = await handler(deliveredEvent(mail));
      tries.set(mail.messageId, result.recorded > 0 ? TRIES : (tries.get(mail.messageId) ?? 0) + 1);
    }
  };

  let busy = false;
  const timer = setInterval(() => {
    // A slow tick (a busy machine) is not queued behind: the next one starts after it.
    if (busy) return;
    busy = true;
    running = tick()
      .catch((error: unknown) => {
        if (!stopped) console.error(`Zdarzenia poczty (lokalnie): ${messageOf(error)}`);
      })
      .finally(() => {
        busy = false;
      });
  }, everyMs);
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
