import type { Translations } from './category-translations.js';

/*
 * The organisation's own text under the product's explanation of external reports (art. 25 of the
 * Act): plain text in paragraphs, in Polish, with optional Ukrainian and English translations
 * stored beside it as a category's are (category-translations.ts). A reporter reading another
 * language than Polish where no translation was written sees the Polish text, marked as Polish.
 */

/** Characters per language, as read (after trimming). */
export const EXTERNAL_CHANNELS_NOTE_MAX = 2000;

export interface ExternalChannelsNote {
  text: string;
  /** A language absent has no translation; an empty one is not stored. */
  translations?: Translations<string>;
}

/** As stored: line breaks as `\n`, at most one empty line between paragraphs. */
export const normaliseNoteText = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
