/**
 * What a translation of a Polish catalogue must be: the same keys, none missing and none extra (the
 * object literal is checked with `satisfies`), each text a string, each list a list of strings and
 * each function the same function. The Polish module is the source; docs/decisions.md says which
 * screens are translated.
 */
export type Translation<Polish> = {
  readonly [Key in keyof Polish]: Polish[Key] extends string
    ? string
    : Polish[Key] extends readonly string[]
      ? readonly string[]
      : Polish[Key];
};

/** The languages a reporter can read the reporter screens in; Polish is the default and the source. */
export const reporterLanguages = ['pl', 'uk', 'en'] as const;
export type ReporterLanguage = (typeof reporterLanguages)[number];

/**
 * The languages of the authority's download page `/external`: Polish (the source) and English,
 * for an authority abroad; a reader whose browser asks for neither reads English (decision 204).
 */
export const externalLanguages = ['pl', 'en'] as const satisfies readonly ReporterLanguage[];
export type ExternalLanguage = (typeof externalLanguages)[number];
export const externalFallbackLanguage: ExternalLanguage = 'en';

/** Each language named in itself, so that a reader finds theirs whatever the page or e-mail shows. */
export const languageNames: Record<ReporterLanguage, string> = { pl: 'Polski', uk: 'Українська', en: 'English' };

/**
 * The locale each language formats dates and numbers in: Poland's own, Ukraine's, and British
 * English (day before month and a 24-hour clock, as a reader in Europe expects).
 */
export const languageLocales: Record<ReporterLanguage, string> = { pl: 'pl-PL', uk: 'uk-UA', en: 'en-GB' };

/**
 * The word for a count in `language`, by its plural category (`Intl.PluralRules`): Polish and
 * Ukrainian have one, few and many (1 plik, 2 pliki, 5 plików); English one and other.
 */
export function plural(
  language: ReporterLanguage,
  count: number,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
): string {
  return forms[new Intl.PluralRules(languageLocales[language]).select(count)] ?? forms.other;
}
