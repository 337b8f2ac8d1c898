import { translationLanguages, type Translations } from '@shared/domain/category-translations.js';
import { normaliseNoteText, type ExternalChannelsNote } from '@shared/domain/external-channels-note.js';

/**
 * An organisation's text for reporters as stored (the note on external reports, the automatic
 * acknowledgement): empty translations are missing ones; an empty Polish text is no text.
 */
export function organisationTextOf(body: {
  text: string;
  translations: Record<string, string>;
}): ExternalChannelsNote | null {
  const text = normaliseNoteText(body.text);
  if (text === '') return null;
  const translations: Translations<string> = {};
  for (const language of translationLanguages) {
    const translated = normaliseNoteText(body.translations[language] ?? '');
    if (translated !== '') translations[language] = translated;
  }
  return Object.keys(translations).length > 0 ? { text, translations } : { text };
}

/** Whether two stored texts say the same in every language. */
export const sameOrganisationText = (a: ExternalChannelsNote, b: ExternalChannelsNote): boolean =>
  a.text === b.text &&
  translationLanguages.every((language) => (a.translations?.[language] ?? '') === (b.translations?.[language] ?? ''));
