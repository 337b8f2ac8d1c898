import { receiptTexts } from '@shared/messages/receipt.js';

/**
 * A receipt's time of receipt on Polish time, with seconds, as the receipt PDF and the verify page
 * state it: '1 maja 2026 12:00:05 czasu polskiego'.
 */
export const receiptTime = (iso: string): string =>
  `${new Intl.DateTimeFormat('pl-PL', { dateStyle: 'long', timeStyle: 'medium', timeZone: 'Europe/Warsaw' }).format(new Date(iso))} ${receiptTexts.polishTime}`;
