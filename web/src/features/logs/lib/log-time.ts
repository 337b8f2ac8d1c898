/** A log entry's time in Poland, to the second (e.g. '23.11.2026, 14:05:09'). */
const logTime = new Intl.DateTimeFormat('pl-PL', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'Europe/Warsaw',
});

export const formatLogTime = (iso: string): string => logTime.format(new Date(iso));

/** Today in Poland as the date inputs want it (YYYY-MM-DD). */
export const todayInPoland = (): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());
