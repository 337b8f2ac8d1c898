import { Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import {
  ZExternalChannelsNoteInput,
  type ExternalChannelsNoteInput,
  type Settings,
} from '@shared/contracts/settings/schemas.js';
import { translationLanguages } from '@shared/domain/category-translations.js';
import { EXTERNAL_CHANNELS_NOTE_MAX } from '@shared/domain/external-channels-note.js';
import { externalChannelsNoteTexts as t } from '@shared/messages/settings.js';
import { useUpdateExternalChannelsNote } from '../api/update-external-channels-note.js';
import { DetailList } from './detail-list.js';
import { SettingsCard } from './settings-card.js';
import { EditButton, SettingsFormFooter, useConfirmedSave } from './settings-edit.js';

type Note = Settings['externalChannelsNote'];

const valuesOf = (note: Note): ExternalChannelsNoteInput => ({
  text: note?.text ?? '',
  translations: { uk: note?.translations?.uk ?? '', en: note?.translations?.en ?? '' },
});

const counter = (text: string) => `${text.trim().length} / ${EXTERNAL_CHANNELS_NOTE_MAX}`;

function ExternalChannelsNoteForm({ note, onDone }: { note: Note; onDone: () => void }) {
  const update = useUpdateExternalChannelsNote();
  const form = useForm<ExternalChannelsNoteInput>({
    mode: 'controlled',
    initialValues: valuesOf(note),
    validate: schemaResolver(ZExternalChannelsNoteInput, { sync: true }),
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });
  const values = form.getValues();
  const { error, confirmSave } = useConfirmedSave({
    texts: t,
    save: (body: ExternalChannelsNoteInput) => update.mutateAsync({ body }),
    onDone,
    setFieldErrors: form.setErrors,
  });

  return (
    <form noValidate onSubmit={form.onSubmit(confirmSave)} aria-label={t.edit}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t.hint(EXTERNAL_CHANNELS_NOTE_MAX)}
        </Text>
        <Textarea
          label={t.text}
          description={counter(values.text)}
          rows={5}
          disabled={update.isPending}
          key={form.key('text')}
          {...form.getInputProps('text')}
        />
        {translationLanguages.map((language) => (
          <Textarea
            key={form.key(`translations.${language}`)}
            label={t.translation[language]}
            description={counter(values.translations[language])}
            rows={4}
            disabled={update.isPending}
            {...form.getInputProps(`translations.${language}`)}
          />
        ))}
        <SettingsFormFooter error={error} busy={update.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

/**
 * The organisation's own text under the product's explanation of external reports (the form and
 * the inbox show it), with its Ukrainian and English translations; changed by the main administrator.
 */
export function ExternalChannelsNoteCard({ note, canEdit }: { note: Note; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  return (
    <SettingsCard title={t.title}>
      <Stack gap="sm">
        <Text size="sm">{t.description}</Text>
        {editing ? (
          <ExternalChannelsNoteForm note={note} onDone={() => setEditing(false)} />
        ) : (
          <>
            {note ? (
              <>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {note.text}
                </Text>
                <DetailList
                  rows={translationLanguages.map((language) => [
                    t.languageName[language],
                    note.translations?.[language] ? t.translated : t.noTranslation,
                  ])}
                />
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {t.none}
              </Text>
            )}
            {canEdit && <EditButton label={t.edit} onClick={() => setEditing(true)} />}
          </>
        )}
      </Stack>
    </SettingsCard>
  );
}
