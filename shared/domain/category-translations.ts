import type { ReporterLanguage } from '../messages/catalogue.js';

/*
 * An organisation's own texts (a category's name, its fields' labels and options) in the reporter's
 * other languages. Each field carries its own translations, so they move with it when the builder
 * reorders the fields and go with it when it is removed; a new field starts with none. Polish is the
 * text itself and what is stored as a report's value; a missing translation shows the Polish text.
 */

/** The languages an organisation may translate its texts into: every reporter language but Polish. */
export const translationLanguages = ['uk', 'en'] as const satisfies readonly Exclude<ReporterLanguage, 'pl'>[];
export type TranslationLanguage = (typeof translationLanguages)[number];

/** One text (or group of texts) by language; a language absent has no translation. */
export type Translations<T> = { [Language in TranslationLanguage]?: T };

export interface NameTranslation {
  name: string;
}

/** A field's texts in one language: each part absent until it is translated. */
export interface FieldTranslation {
  label?: string;
  /** A select's options, as many as the Polish ones and in their order. */
  options?: string[];
}
