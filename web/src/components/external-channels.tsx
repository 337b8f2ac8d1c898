import { Anchor, Stack, Text } from '@mantine/core';
import { ombudsmanOffice } from '@shared/domain/external-channels.js';
import { useTexts } from '@/i18n/reporter-language.js';

/**
 * Where else the reporter may report (art. 25 of the Act): the Commissioner for Human Rights with
 * the office's address, public authorities, EU bodies. Its texts come with the chunk that follows
 * the form's 'Wyślij' (the component waits for it when it is not there yet).
 */
export function ExternalChannelsText() {
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
    </Stack>
  );
}
