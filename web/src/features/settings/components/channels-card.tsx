import { Alert, Anchor, Divider, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ZChannelsInput, type ChannelsInput, type Settings } from '@shared/contracts/settings/schemas.js';
import { settingsLimits } from '@shared/domain/settings.js';
import { channelTexts as t } from '@shared/messages/settings.js';
import { paths } from '@/config/paths.js';
import { useUpdateChannels } from '../api/update-channels.js';
import { DetailList } from './detail-list.js';
import { SettingsCard } from './settings-card.js';
import { EditButton, SettingsFormFooter, useConfirmedSave } from './settings-edit.js';
import { digitsOnly } from '@/lib/digits.js';

type Channels = Settings['channels'];

/** What the panel starts from; a type the package no longer includes is sent switched off. */
const valuesOf = (channels: Channels): ChannelsInput => ({
  phone: {
    enabled: channels.phoneAvailable && channels.phone.enabled,
    categoryId: channels.phone.category?.id ?? null,
    phoneNumber: channels.phone.phoneNumber ?? '',
  },
  email: {
    enabled: channels.emailAvailable && channels.email.enabled,
    categoryId: channels.email.category?.id ?? null,
    address: channels.email.address ?? '',
  },
});

function ChannelsForm({ channels, onDone }: { channels: Channels; onDone: () => void }) {
  const update = useUpdateChannels();
  const form = useForm<ChannelsInput>({
    mode: 'controlled',
    initialValues: valuesOf(channels),
    validate: schemaResolver(ZChannelsInput, { sync: true }),
    validateInputOnBlur: true,
  });
  const categories = channels.categories.map((category) => ({ value: category.id, label: category.name }));
  const busy = update.isPending;

  const { error, confirmSave } = useConfirmedSave({
    texts: t,
    save: (values: ChannelsInput) => update.mutateAsync({ body: ZChannelsInput.parse(values) }),
    onDone,
    setFieldErrors: form.setErrors,
  });
  const submit = form.onSubmit(confirmSave);

  const phoneNumber = form.getInputProps('phone.phoneNumber');
  return (
    <form noValidate onSubmit={submit} aria-label={t.edit}>
      <Stack gap="sm">
        {channels.phoneAvailable && (
          <>
            <Switch
              label={t.enablePhone}
              disabled={busy}
              key={form.key('phone.enabled')}
              {...form.getInputProps('phone.enabled', { type: 'checkbox' })}
            />
            <Select
              label={t.phoneCategory}
              data={categories}
              clearable
              disabled={busy}
              key={form.key('phone.categoryId')}
              {...form.getInputProps('phone.categoryId')}
            />
            <TextInput
              label={t.phoneNumber}
              inputMode="numeric"
              autoComplete="off"
              disabled={busy}
              key={form.key('phone.phoneNumber')}
              {...phoneNumber}
              onChange={(event) =>
                form.setFieldValue(
                  'phone.phoneNumber',
                  digitsOnly(event.currentTarget.value, settingsLimits.phoneDigits + 1),
                )
              }
            />
            <TextInput label={t.pin} description={t.pinHint} value={channels.phone.pin ?? t.none} readOnly />
          </>
        )}
        {channels.phoneAvailable && channels.emailAvailable && <Divider />}
        {channels.emailAvailable && (
          <>
            <Switch
              label={t.enableEmail}
              disabled={busy}
              key={form.key('email.enabled')}
              {...form.getInputProps('email.enabled', { type: 'checkbox' })}
            />
            <Select
              label={t.emailCategory}
              data={categories}
              clearable
              disabled={busy}
              key={form.key('email.categoryId')}
              {...form.getInputProps('email.categoryId')}
            />
            <TextInput
              label={t.emailAddress}
              description={
                channels.email.receivingDomain ? t.emailDomainHint(channels.email.receivingDomain) : undefined
              }
              type="email"
              autoComplete="off"
              disabled={busy}
              key={form.key('email.address')}
              {...form.getInputProps('email.address')}
            />
          </>
        )}
        <SettingsFormFooter error={error} busy={busy} onCancel={onDone} />
      </Stack>
    </form>
  );
}

/**
 * Additional report types (docs/features.md, "Limits and rules"): only those the package includes are shown; the main
 * administrator enables them with a category ('Nie wybrano kategorii dla zgłoszeń…'), the phone
 * type with its number (the PIN is given by the system), the e-mail type with its address.
 */
export function ChannelsCard({ channels, canEdit }: { channels: Channels; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const rows: (readonly [string, string])[] = [];
  if (channels.phoneAvailable) {
    const { phone } = channels;
    rows.push(
      [t.phone, phone.enabled ? t.enabled : t.disabled],
      [t.phoneCategory, phone.category?.name ?? t.none],
      [t.phoneNumber, phone.phoneNumber ?? t.none],
      [t.pin, phone.pin ?? t.none],
    );
  }
  if (channels.emailAvailable) {
    const { email } = channels;
    rows.push(
      [t.email, email.enabled ? t.enabled : t.disabled],
      [t.emailCategory, email.category?.name ?? t.none],
      [t.emailAddress, email.address ?? t.none],
    );
  }
  return (
    <SettingsCard title={t.title}>
      {editing ? (
        <ChannelsForm channels={channels} onDone={() => setEditing(false)} />
      ) : (
        <Stack gap="sm">
          <DetailList rows={rows} />
          <Alert color="blue" variant="light" role="note">
            <Text size="sm">{t.pending}</Text>
            {channels.emailAvailable && (
              <Text size="sm" mt="xs">
                {t.emailReception}
              </Text>
            )}
          </Alert>
          {channels.phoneAvailable && channels.phone.enabled && (
            <Anchor component={Link} to={paths.phoneReport} size="sm">
              {t.recordPhoneReport}
            </Anchor>
          )}
          {canEdit && <EditButton label={t.edit} onClick={() => setEditing(true)} />}
        </Stack>
      )}
    </SettingsCard>
  );
}
