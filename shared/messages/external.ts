import { clientErrorMessages } from './client-errors.js';
import { commonTexts } from './common.js';
import { pageTitleTexts } from './page-titles.js';

/**
 * The external authority's download page `/external?share=…`, in Polish (the source; its English:
 * ./en/external.ts, external-catalogue.ts). The spec's texts are exact; where the spec gives no
 * wording, ours.
 */
export const externalTexts = {
  /** The browser tab's (composed as every page's, page-titles.ts). */
  pageTitle: pageTitleTexts.pages.external,
  title: 'Pobieranie udostępnionych plików',
  /** The switcher's label (Polski / English). */
  language: 'Język',
  sharedBy: 'Udostępnia',
  identifier: 'Numer zgłoszenia',
  expiresAt: 'Ważne do',
  expired: 'Udostępnienie wygasło, a pliki zostały usunięte.',
  /** The spec's text (5 downloads). */
  limit: 'Limit 5 pobrań',
  used: (count: number) => `Wykorzystano: ${count}`,
  /** Once the downloads are used up: the page's state, and the refusal of a code or a download then. */
  limitUsed: 'Limit pobrań wykorzystany',
  codeGoesTo: (email: string) => `Kod zostanie wysłany na adres ${email}. Jest jednorazowy i ważny 15 minut.`,
  generate: 'Generuj kod',
  code: 'Kod',
  codeRequired: 'Kod jest wymagany',
  codeLength: 'Kod musi mieć dokładnie 8 znaków',
  download: 'Pobierz',
  codeSent: 'KOD został poprawnie wygenerowany i wysłany.',
  codeFailed: 'Błąd podczas generowania KODu - spróbuj ponownie!',
  /** The spec's text after `{status} - `. */
  downloadFailed: 'Błąd podczas pobierania. Sprawdź poprawność kodu, limitu pobrań oraz czasu wygaśnięcia.',
  missingShare: 'Link jest niepełny. Otwórz go ponownie z wiadomości e-mail.',
  /** A failure that is not an answer of the server's. */
  somethingWentWrong: commonTexts.somethingWentWrong,
  /** No answer at all, or one the page cannot read (the web client's own words). */
  noConnection: clientErrorMessages.NETWORK_ERROR,
  unreadableAnswer: clientErrorMessages.INVALID_RESPONSE,
  notFound: 'Nie znaleziono udostępnienia. Mogło wygasnąć dawno temu i zostać usunięte.',
} as const;
