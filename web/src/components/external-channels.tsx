import { Anchor, Paper, Stack, Text } from '@mantine/core';
import type { ExternalChannelsNote } from '@shared/domain/external-channels-note.js';
import type { ReporterLanguage } from '@shared/messages/catalogue.js';
import { ombudsmanOffice } from '@shared/domain/external-channels.js';
import { useReporterLanguage, useTexts } from '@/i18n/reporter-language.js';

/**
 * The note in the reader's language, or its Polish text (`inPolish`) where untranslated. Here, not
 * beside the note's type: a module the back-office shares would become a chunk of its own, named
 * in the form's first load (decision 187).
 */
function shownNote(note: ExternalChannelsNote, language: ReporterLanguage): { text: string; inPolish: boolean } {
  const translated = language === 'pl' ? undefined : note.translations?.[language];
  return translated ? { text: translated, inPolish: false } : { text: note.text, inPolish: language !== 'pl' };
}

/**
 * The organisation's own text (Settings) in the reader's language; where it wrote none in that
 * language, its Polish text, marked as Polish for screen readers and said to be Polish.
 */
function OrganisationNote({ note }: { note: ExternalChannelsNote }) {
  const t = useTexts('externalChannelTexts');
  const { language } = useReporterLanguage();
  const shown = shownNote(note, language);
  return (
    <Paper withBorder p="sm" component="section" aria-label={t.organisationNote}>
      <Text size="sm" fw={600}>
        {t.organisationNote}
      </Text>
      <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }} {...(shown.inPolish ? { lang: 'pl' } : {})}>
        {shown.text}
      </Text>
      {shown.inPolish && (
        <Text size="xs" c="dimmed" mt={4}>
          {t.organisationNoteInPolish}
        </Text>
      )}
    </Paper>
  );
}

/**
 * Where else the reporter may report (art. 25 of the Act): the Commissioner for Human Rights with
 * the office's address, public authorities, EU bodies, then the organisation's own text if it
 * wrote one. Its texts come with the chunk that follows the form's 'Wyślij' (the component waits
 * for it when it is not there yet).
 */
export function ExternalChannelsText({ note }: { note: ExternalChannelsNote | null }) {
  const t = useTexts('externalChannelTexts');
  return (
    <Stack gap="xs">
      <Text size="sm">{t.intro}</Text>
      <Text size="sm">{t.ombudsman}</Text>
      <Text size="sm" component="address" style={{ fontStyle: 'normal', paddingInlineStart: '1em' }}>
        {ombudsmanOffice.name}
        <br />
        {ombudsmanOffice.street}, {ombudsmanOffice.city}
        <br />
        <Anchor href={ombudsmanOffice.website} target="_blank" rel="noopener noreferrer">
          {ombudsmanOffice.website.replace(/^https:\/\//, '')}
        </Anchor>
      </Text>
      <Text size="sm">{t.authorities}</Text>
      <Text size="sm">{t.euBodies}</Text>
      {note && <OrganisationNote note={note} />}
    </Stack>
  );
}
