import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { formTexts } from '@shared/messages/form.js';

interface ChannelInfoProps {
  phoneEnabled: boolean;
  mailEnabled: boolean;
  pin: string | null;
  customEmail: string | null;
}

/** The organisation's other channels, when enabled (doc 3 §2: pin, customEmail). */
export function ChannelInfo({ phoneEnabled, mailEnabled, pin, customEmail }: ChannelInfoProps) {
  const phone = phoneEnabled && pin ? pin : null;
  const mail = mailEnabled && customEmail ? customEmail : null;
  if (!phone && !mail) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="channels-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="channels-heading">
          {formTexts.channels}
        </Title>
        {phone && <Text size="sm">{formTexts.phoneChannel(phone)}</Text>}
        {mail && (
          <>
            <Text size="sm">
              {formTexts.mailChannel} <Anchor href={`mailto:${mail}`}>{mail}</Anchor>
            </Text>
            <Text size="sm" c="dimmed">
              {formTexts.mailChannelNote}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
