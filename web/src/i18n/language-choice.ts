import { reporterLanguages, type ReporterLanguage } from '@shared/messages/catalogue.js';

/** Where the reporter's own choice of language is kept on this device. */
export const LANGUAGE_STORAGE_KEY = 'ostoja.language';

/** 'uk', 'uk-UA' or 'EN-gb' → its language; anything else → null. */
export function languageOf(tag: string | null | undefined): ReporterLanguage | null {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return reporterLanguages.find((language) => language === base) ?? null;
}

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
 * then the first of the browser's languages we have, then Polish. A value we do not know (a typo,
 * a language not yet translated) is passed over without a word.
 */
export function chooseLanguage({ query, stored, preferred }: LanguageSources): ReporterLanguage {
  return (
    languageOf(query) ?? languageOf(stored) ?? preferred.map(languageOf).find((language) => language !== null) ?? 'pl'
  );
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
