/** Dates are stored as UTC ISO strings and shown in Europe/Warsaw. */
const dateTime = new Intl.DateTimeFormat('pl-PL', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Warsaw',
});
const date = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'short', timeZone: 'Europe/Warsaw' });

/** e.g. '23.11.2026, 14:05'. */
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));

/** e.g. '23.11.2026'. */
export const formatDate = (iso: string): string => date.format(new Date(iso));
