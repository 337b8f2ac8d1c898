import { Center, Group, Loader, Text } from '@mantine/core';
import { commonTexts } from '@shared/messages/common.js';

/** 'Ładowanie... Proszę czekać': while a screen's code or data loads; `text` in another language. */
export function PageLoader({ text = commonTexts.loading }: { text?: string }) {
  return (
    <Center mih={200} p="xl">
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden="true" />
        <Text>{text}</Text>
      </Group>
    </Center>
  );
}
