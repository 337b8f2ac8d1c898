import { Group, Loader, Text } from '@mantine/core';

/**
 * What is happening while the page works on something slow, e.g. 'Trwa weryfikacja hasła...'
 * during Argon2id: a live status, so the wait is never silent (also for screen readers).
 */
export function ProgressNote({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Group gap="sm" role="status" aria-live="polite" wrap="nowrap">
      <Loader size="sm" aria-hidden="true" />
      <Text size="sm">{text}</Text>
    </Group>
  );
}
