import { Alert, Stack, Text } from '@mantine/core';
import type { Settings } from '@shared/contracts/settings/schemas.js';
import { channelTexts as t } from '@shared/messages/settings.js';
import { DetailList } from './detail-list.js';
import { SettingsCard } from './settings-card.js';

type Channels = Settings['channels'];

/** Additional report types (doc 3 §2): only those the package includes are shown. */
export function ChannelsCard({ channels }: { channels: Channels }) {
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
    rows.push([t.email, email.enabled ? t.enabled : t.disabled], [t.emailCategory, email.category?.name ?? t.none], [t.emailAddress, email.address ?? t.none]);
  }
  return (
    <SettingsCard title={t.title}>
      <Stack gap="sm">
        <DetailList rows={rows} />
        <Alert color="blue" variant="light" role="note">
          <Text size="sm">{t.pending}</Text>
        </Alert>
      </Stack>
    </SettingsCard>
  );
}
