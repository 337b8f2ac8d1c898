import { Center, Group, Loader, Text } from '@mantine/core';
import { commonTexts } from '@shared/messages/common.js';

/** 'Ładowanie... Proszę czekać': while a screen's code or data loads. */
export function PageLoader() {
  return (
    <Center mih={200} p="xl">
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden="true" />
        <Text>{commonTexts.loading}</Text>
      </Group>
    </Center>
  );
}
