import type { TranslationLanguage } from '@shared/domain/category-translations.js';
import type { ReporterLanguage } from '@shared/messages/catalogue.js';
import type { PublicCategory } from '../api/get-public-category.js';
import type { PublicForm } from '../api/get-public-form.js';

/*
 * The organisation's own texts in the reporter's language: its translation where it wrote one, its
 * Polish text where not (never an empty label). What is sent stays language-independent: a select's
 * value is its Polish option (shared/domain/field-values.ts). On the form's first load: kept small
 * (docs/figures.md, "Budgets"); Polish has no translations, so `language` reads none for it.
 */

/** A category's name as the reporter reads it. */
export const shownName = (category: PublicForm['categories'][number], language: ReporterLanguage): string =>
  category.translations?.[language as TranslationLanguage]?.name || category.name;

/**
 * A category as the reporter reads it: a select keeps its Polish `options` (what is sent) and shows `optionLabels`,
 * which the server keeps as many as the Polish ones (a missing one shows the Polish option).
 */
export const shownCategory = (category: PublicCategory, language: ReporterLanguage): PublicCategory => ({
  ...category,
  name: shownName(category, language),
  fields: category.fields.map((field) => {
    const translation = field.translations?.[language as TranslationLanguage];
    return { ...field, label: translation?.label || field.label, optionLabels: translation?.options };
  }),
});
