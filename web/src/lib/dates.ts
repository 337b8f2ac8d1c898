/**
 * Dates are stored as UTC ISO strings and shown in Europe/Warsaw, in pl-PL unless a reporter
 * screen names its reader's locale (`useReporterLanguage().locale`); staff screens stay pl-PL.
 * Polish keeps its short style ('5.01.2026, 08:03'); another locale spells the year in full, which
 * its short style would cut to two digits (uk-UA '05.01.26').
 */
const formats = new Map<string, { dateTime: Intl.DateTimeFormat; date: Intl.DateTimeFormat }>();

function formatsOf(locale: string) {
  let made = formats.get(locale);
  if (!made) {
    const timeZone = 'Europe/Warsaw';
    const day: Intl.DateTimeFormatOptions =
      locale === 'pl-PL' ? { dateStyle: 'short' } : { day: '2-digit', month: '2-digit', year: 'numeric' };
    const time: Intl.DateTimeFormatOptions =
      locale === 'pl-PL' ? { timeStyle: 'short' } : { hour: '2-digit', minute: '2-digit' };
    made = {
      dateTime: new Intl.DateTimeFormat(locale, { ...day, ...time, timeZone }),
      date: new Intl.DateTimeFormat(locale, { ...day, timeZone }),
    };
    formats.set(locale, made);
  }
  return made;
}

/** e.g. '23.11.2026, 14:05' (pl-PL), '23/11/2026, 14:05' (en-GB). */
export const formatDateTime = (iso: string, locale = 'pl-PL'): string =>
  formatsOf(locale).dateTime.format(new Date(iso));

/** e.g. '23.11.2026' (pl-PL and uk-UA), '23/11/2026' (en-GB). */
export const formatDate = (iso: string, locale = 'pl-PL'): string => formatsOf(locale).date.format(new Date(iso));
