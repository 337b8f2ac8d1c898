import { updateExternalChannelsNote } from '@shared/contracts/settings/update-external-channels-note.js';
import { translationLanguages, type Translations } from '@shared/domain/category-translations.js';
import { normaliseNoteText, type ExternalChannelsNote } from '@shared/domain/external-channels-note.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { externalChannelsNoteWrite } from '../data/tenant-settings.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';

/** The note to store: empty translations are missing ones; an empty Polish text is no note. */
function noteOf(body: { text: string; translations: Record<string, string> }): ExternalChannelsNote | null {
  const text = normaliseNoteText(body.text);
  if (text === '') return null;
  const translations: Translations<string> = {};
  for (const language of translationLanguages) {
    const translated = normaliseNoteText(body.translations[language] ?? '');
    if (translated !== '') translations[language] = translated;
  }
  return Object.keys(translations).length > 0 ? { text, translations } : { text };
}

/**
 * Save the organisation's text under the explanation of external reports, or remove it; logged.
 * The form and the inbox read it from the tenant item with the rest of what they show.
 */
export const handler = defineHandler(updateExternalChannelsNote, async ({ body, caller }) => {
  const note = noteOf(body);
  await transact([
    externalChannelsNoteWrite(caller.tenant.tenantId, note),
    logEntryWrite(
      byStaff(caller),
      note ? 'settings.externalChannelsNote.changed' : 'settings.externalChannelsNote.deleted',
    ),
  ]);
  return { ok: true as const };
});
