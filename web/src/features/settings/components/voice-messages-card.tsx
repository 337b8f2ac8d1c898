import { Alert, NativeSelect, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Settings } from '@shared/contracts/settings/schemas.js';
import { disguisePolicies, voiceLimits, type DisguisePolicy } from '@shared/domain/voice-messages.js';
import { voiceMessageSettingsTexts as t } from '@shared/messages/settings.js';
import { useUpdateVoiceMessages } from '../api/update-voice-messages.js';
import { DetailList } from './detail-list.js';
import { SettingsCard } from './settings-card.js';
import { EditButton, SettingsFormFooter, useConfirmedSave } from './settings-edit.js';

type VoiceMessages = Settings['voiceMessages'];
type Values = Omit<VoiceMessages, 'available'>;

const minutesInRange = (minutes: number) =>
  Number.isInteger(minutes) && minutes >= voiceLimits.minMinutes && minutes <= voiceLimits.maxMinutes;

function VoiceMessagesForm({ voice, onDone }: { voice: VoiceMessages; onDone: () => void }) {
  const update = useUpdateVoiceMessages();
  const [values, setValues] = useState<Omit<Values, 'maxMinutes'>>({
    enabled: voice.enabled,
    disguise: voice.disguise,
  });
  const [minutesText, setMinutesText] = useState(String(voice.maxMinutes));
  const [minutesError, setMinutesError] = useState<string | null>(null);
  const { error, confirmSave } = useConfirmedSave({
    texts: t,
    save: (body: Values) => update.mutateAsync({ body }),
    onDone,
    setFieldErrors: (errors) => setMinutesError(errors.maxMinutes ?? null),
  });

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const maxMinutes = /^\d{1,3}$/.test(minutesText.trim()) ? Number(minutesText.trim()) : Number.NaN;
    if (!minutesInRange(maxMinutes)) {
      setMinutesError(t.minutesRange(voiceLimits.minMinutes, voiceLimits.maxMinutes));
      return;
    }
    confirmSave({ ...values, maxMinutes });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t.edit}>
      <Stack gap="sm">
        <Switch
          label={t.enabled}
          checked={values.enabled}
          disabled={update.isPending}
          onChange={(event) => {
            const enabled = event.currentTarget.checked; // read now: the event is gone when the update runs
            setValues((v) => ({ ...v, enabled }));
          }}
        />
        <NativeSelect
          label={t.disguise}
          value={values.disguise}
          disabled={update.isPending}
          data={disguisePolicies.map((policy) => ({ value: policy, label: t.disguisePolicy[policy] }))}
          onChange={(event) => {
            const disguise = event.currentTarget.value as DisguisePolicy;
            setValues((v) => ({ ...v, disguise }));
          }}
        />
        <TextInput
          label={t.maxMinutes}
          inputMode="numeric"
          value={minutesText}
          error={minutesError}
          disabled={update.isPending}
          onChange={(event) => {
            setMinutesError(null);
            setMinutesText(event.currentTarget.value);
          }}
        />
        <SettingsFormFooter error={error} busy={update.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

/**
 * Voice messages (issue #32), shown when the package includes them: on or off, the disguise
 * policy and the time limit; the main administrator changes them.
 */
export function VoiceMessagesCard({ voice, canEdit }: { voice: VoiceMessages; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  return (
    <SettingsCard title={t.title}>
      <Stack gap="sm">
        <Text size="sm">{t.description}</Text>
        {editing ? (
          <VoiceMessagesForm voice={voice} onDone={() => setEditing(false)} />
        ) : (
          <>
            <DetailList
              rows={[
                [t.enabled, voice.enabled ? t.on : t.off],
                [t.disguise, t.disguisePolicy[voice.disguise]],
                [t.maxMinutes, t.minutes(voice.maxMinutes)],
              ]}
            />
            {canEdit && <EditButton label={t.edit} onClick={() => setEditing(true)} />}
          </>
        )}
        <Alert color="gray" variant="light" role="note">
          <Text size="sm">{t.needsFiles}</Text>
        </Alert>
      </Stack>
    </SettingsCard>
  );
}
