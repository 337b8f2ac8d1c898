import { fieldType, type CategoryFieldDraft } from './category.js';

/*
 * The two default categories an organisation can add with one click (docs/features.md, "Limits
 * and rules"): their names and forms, apart from the category rules (category.ts) that the public
 * form's first load takes (docs/figures.md, "Budgets").
 */

export const defaultCategoryNames = {
  internal: 'Zgłoszenia wewnętrzne',
  external: 'Zgłoszenia zewnętrzne',
} as const;
export type DefaultCategoryKind = keyof typeof defaultCategoryNames;

/** Default categories are recognised by name, case-insensitively (docs/features.md, "Limits and rules"). */
export const isDefaultCategoryName = (name: string, kind: DefaultCategoryKind): boolean =>
  name.trim().toLocaleLowerCase('pl') === defaultCategoryNames[kind].toLocaleLowerCase('pl');

/**
 * Fields of the two default categories. The spec names the categories but not their forms:
 * these follow what the whistleblower law asks a report to contain; the external one offers the
 * art. 38 certificate request the register shows.
 */
export const defaultCategoryFields: Record<DefaultCategoryKind, CategoryFieldDraft[]> = {
  internal: [
    { type: fieldType.longText, required: true, label: 'Opis naruszenia prawa (co się stało, kiedy i gdzie)' },
    { type: fieldType.shortText, required: false, label: 'Osoby, których dotyczy zgłoszenie' },
    { type: fieldType.longText, required: false, label: 'Świadkowie i dowody' },
    {
      type: fieldType.select,
      required: true,
      label: 'Czy ta sprawa była już przez Ciebie zgłaszana?',
      options: 'Nie,Tak - wewnętrznie,Tak - zewnętrznie',
    },
  ],
  external: [
    { type: fieldType.longText, required: true, label: 'Opis naruszenia prawa (co się stało, kiedy i gdzie)' },
    { type: fieldType.shortText, required: false, label: 'Podmiot, którego dotyczy zgłoszenie' },
    { type: fieldType.longText, required: false, label: 'Świadkowie i dowody' },
    {
      type: fieldType.checkbox,
      required: false,
      label: 'Wnoszę o wydanie zaświadczenia o objęciu ochroną (art. 38 ustawy o ochronie sygnalistów)',
    },
  ],
};
