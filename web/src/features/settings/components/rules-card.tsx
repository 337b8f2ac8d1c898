import { Group, NumberInput, Stack, Switch, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { ZRulesInput, type RulesInput, type Settings } from '@shared/contracts/settings/schemas.js';
import { translationLanguages } from '@shared/domain/category-translations.js';
import { ACKNOWLEDGEMENT_TEXT_MAX, escalationKinds } from '@shared/domain/rules.js';
import { externalChannelsNoteTexts, rulesTexts as t } from '@shared/messages/settings.js';
import { useUpdateRules } from '../api/update-rules.js';
import { DetailList } from './detail-list.js';
import { SettingsCard } from './settings-card.js';
import { EditButton, SettingsFormFooter, useConfirmedSave } from './settings-edit.js';

type Rules = Settings['rules'];

const valuesOf = (rules: Rules): RulesInput => {
  const texts = rules.acknowledgement.texts;
  return {
    acknowledgement: {
      enabled: rules.acknowledgement.enabled,
      texts: {
        text: texts?.text ?? '',
        translations: { uk: texts?.translations?.uk ?? '', en: texts?.translations?.en ?? '' },
      },
    },
    escalation: rules.escalation,
  };
};

const counter = (text: string) => `${text.trim().length} / ${ACKNOWLEDGEMENT_TEXT_MAX}`;

function RulesForm({ rules, onDone }: { rules: Rules; onDone: () => void }) {
  const update = useUpdateRules();
  const form = useForm<RulesInput>({
    mode: 'controlled',
    initialValues: valuesOf(rules),
    validate: schemaResolver(ZRulesInput, { sync: true }),
    validateInputOnBlur: true,
  });
  const texts = form.getValues().acknowledgement.texts;
  const { error, confirmSave } = useConfirmedSave({
    texts: t,
    save: (body: RulesInput) => update.mutateAsync({ body }),
    onDone,
    setFieldErrors: form.setErrors,
  });

  return (
    <form noValidate onSubmit={form.onSubmit(confirmSave)} aria-label={t.edit}>
      <Stack gap="sm">
        <Switch
          label={t.acknowledgement}
          disabled={update.isPending}
          key={form.key('acknowledgement.enabled')}
          {...form.getInputProps('acknowledgement.enabled', { type: 'checkbox' })}
        />
        <Text size="sm" c="dimmed">
          {externalChannelsNoteTexts.hint(ACKNOWLEDGEMENT_TEXT_MAX)}
        </Text>
        <Textarea
          label={t.acknowledgementText}
          description={counter(texts.text)}
          rows={4}
          disabled={update.isPending}
          key={form.key('acknowledgement.texts.text')}
          {...form.getInputProps('acknowledgement.texts.text')}
        />
        {translationLanguages.map((language) => (
          <Textarea
            key={form.key(`acknowledgement.texts.translations.${language}`)}
            label={externalChannelsNoteTexts.translation[language]}
            description={counter(texts.translations[language])}
            rows={3}
            disabled={update.isPending}
            {...form.getInputProps(`acknowledgement.texts.translations.${language}`)}
          />
        ))}
        <Text size="sm" c="dimmed">
          {t.escalationDescription}
        </Text>
        {escalationKinds.map((kind) => (
          <Group key={kind} align="flex-start" wrap="nowrap">
            <Switch
              mt={30}
              label={t.escalation[kind]}
              disabled={update.isPending}
              key={form.key(`escalation.${kind}.enabled`)}
              {...form.getInputProps(`escalation.${kind}.enabled`, { type: 'checkbox' })}
            />
            <NumberInput
              label={`${t.escalation[kind]}: ${t.days.toLowerCase()}`}
              description={t.escalationHint[kind]}
              allowDecimal={false}
              disabled={update.isPending}
              key={form.key(`escalation.${kind}.days`)}
              {...form.getInputProps(`escalation.${kind}.days`)}
            />
          </Group>
        ))}
        <SettingsFormFooter error={error} busy={update.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

/**
 * 'Reguły' (issue #34): what the platform does by itself. The automatic acknowledgement, on or
 * off, with the organisation's text and its translations, and the escalations, each on or off with
 * its days; the main administrator changes them.
 */
export function RulesCard({ rules, canEdit }: { rules: Rules; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const acknowledgement = rules.acknowledgement;
  return (
    <SettingsCard title={t.title}>
      <Stack gap="sm">
        <Text size="sm">{t.description}</Text>
        <Text size="sm">{t.acknowledgementDescription}</Text>
        {editing ? (
          <RulesForm rules={rules} onDone={() => setEditing(false)} />
        ) : (
          <>
            <DetailList rows={[[t.acknowledgement, acknowledgement.enabled ? t.on : t.off]]} />
            {acknowledgement.texts ? (
              <>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {acknowledgement.texts.text}
                </Text>
                <DetailList
                  rows={[
                    ...translationLanguages.map((language): [string, string] => [
                      externalChannelsNoteTexts.languageName[language],
                      acknowledgement.texts?.translations?.[language]
                        ? externalChannelsNoteTexts.translated
                        : externalChannelsNoteTexts.noTranslation,
                    ]),
                  ]}
                />
                {acknowledgement.version !== null && (
                  <Text size="xs" c="dimmed">
                    {t.acknowledgementVersion(acknowledgement.version)}
                  </Text>
                )}
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {t.noText}
              </Text>
            )}
            <Text size="sm">{t.escalationDescription}</Text>
            <DetailList
              rows={escalationKinds.map((kind): [string, string] => [
                t.escalation[kind],
                rules.escalation[kind].enabled ? `${t.on}, ${t.daysValue(rules.escalation[kind].days)}` : t.off,
              ])}
            />
            {canEdit && <EditButton label={t.edit} onClick={() => setEditing(true)} />}
          </>
        )}
      </Stack>
    </SettingsCard>
  );
}
