import { Progress, Stack, Text } from '@mantine/core';
import { useTexts } from '@/i18n/reporter-language.js';
import type { SendState } from '../lib/send-state.js';

function Bar({ label, percent }: { label: string; percent: number }) {
  return (
    <Stack gap={2}>
      <Text size="xs">
        {label}: {percent}%
      </Text>
      <Progress.Root size="lg">
        <Progress.Section value={percent} aria-label={label} />
      </Progress.Root>
    </Stack>
  );
}

/** The sending steps as they happen, with the encryption and upload bars. */
export function SendProgress({ state }: { state: SendState }) {
  const sentTexts = useTexts('sentTexts');
  if (state.steps.length === 0) return null;
  return (
    <Stack gap="xs">
      <Stack gap={2} role="status" aria-live="polite" data-testid="send-steps">
        {state.steps.map((step) => (
          <Text key={step} size="sm">
            {sentTexts[step]}
          </Text>
        ))}
      </Stack>
      {state.encryptPercent !== null && <Bar label={sentTexts.encryptionProgress} percent={state.encryptPercent} />}
      {state.uploadPercent !== null && <Bar label={sentTexts.uploadProgress} percent={state.uploadPercent} />}
    </Stack>
  );
}
