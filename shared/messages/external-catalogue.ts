import {
  externalFallbackLanguage,
  externalLanguages,
  type ExternalLanguage,
  type ReporterLanguage,
  type Translation,
} from './catalogue.js';
import { externalTexts as enExternalTexts } from './en/external.js';
import { externalTexts } from './external.js';

/**
 * The page's texts in each of its languages. Both come with the page's own chunk (about 1 KB gz
 * together): a page no reporter opens has no first-load budget, and a switch then needs no fetch.
 */
export const externalCatalogues: Record<ExternalLanguage, Translation<typeof externalTexts>> = {
  pl: externalTexts,
  en: enExternalTexts,
};

/** The page's texts in `language`; a language it does not offer reads its `externalFallbackLanguage`. */
export const externalTextsIn = (language: ReporterLanguage): Translation<typeof externalTexts> =>
  (externalLanguages as readonly ReporterLanguage[]).includes(language)
    ? externalCatalogues[language as ExternalLanguage]
    : externalCatalogues[externalFallbackLanguage];
