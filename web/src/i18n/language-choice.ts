import {
  externalFallbackLanguage,
  externalLanguages,
  reporterLanguages,
  type ReporterLanguage,
} from '@shared/messages/catalogue.js';

/** Where the reporter's own choice of language is kept on this device. */
export const LANGUAGE_STORAGE_KEY = 'ostoja.language';

/** 'uk', 'uk-UA' or 'EN-gb' → its language, if it is one of `languages`; anything else → null. */
export function languageOf(
  tag: string | null | undefined,
  languages: readonly ReporterLanguage[] = reporterLanguages,
): ReporterLanguage | null {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return languages.find((language) => language === base) ?? null;
}

/** The languages a screen offers, and the one it opens in when the reader asks for none of them. */
export interface LanguageOffer {
  languages: readonly ReporterLanguage[];
  otherwise: ReporterLanguage;
}

/** A reporter screen: every reporter language, Polish unless asked for another. */
export const reporterOffer: LanguageOffer = { languages: reporterLanguages, otherwise: 'pl' };

/** The authority's download page `/external`: Polish and English, English unless asked for Polish. */
export const externalOffer: LanguageOffer = { languages: externalLanguages, otherwise: externalFallbackLanguage };

export interface LanguageSources {
  /** The page's `?lang=`: an organisation links its form in one language. */
  query: string | null;
  /** What the reporter chose with the switcher on this device before. */
  stored: string | null;
  /** The browser's languages, most wanted first (`navigator.languages`). */
  preferred: readonly string[];
}

/**
 * The language a reporter screen opens in: `?lang=`, then the choice remembered on the device,
 * then the first of the browser's languages we have, then Polish (or the screen's `otherwise`).
 * A value we do not know (a typo, a language not yet translated, one the screen does not offer)
 * is passed over without a word.
 */
export function chooseLanguage(
  { query, stored, preferred }: LanguageSources,
  { languages, otherwise }: LanguageOffer = reporterOffer,
): ReporterLanguage {
  const offered = (tag: string | null | undefined) => languageOf(tag, languages);
  return offered(query) ?? offered(stored) ?? preferred.map(offered).find((language) => language !== null) ?? otherwise;
}

/** The sources as this browser gives them now, with the page's `?lang=` (`query`). */
export function browserLanguageSources(query: string | null): LanguageSources {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // storage blocked (a private mode): no remembered choice
  }
  return {
    query,
    stored,
    preferred: navigator.languages.length > 0 ? navigator.languages : [navigator.language],
  };
}

export function rememberLanguage(language: ReporterLanguage): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}
