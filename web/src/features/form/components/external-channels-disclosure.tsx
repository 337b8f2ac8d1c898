import { Paper, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { ExternalChannelsNote } from '@shared/domain/external-channels-note.js';
import { ProgressNote } from '@/components/progress-note.js';
import { useTexts } from '@/i18n/reporter-language.js';

const ExternalChannelsText = lazy(() =>
  import('@/components/external-channels.js').then((m) => ({ default: m.ExternalChannelsText })),
);

/**
 * 'Możesz też zgłosić naruszenie poza organizacją' under the form, folded until the reporter opens
 * it: a native disclosure whose text and code are fetched when it opens, never with the form. The
 * organisation's own text came with the form's answer.
 */
export function ExternalChannelsDisclosure({ note }: { note: ExternalChannelsNote | null }) {
  const t = useTexts('formTexts');
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder p="sm" component="details" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <Text component="summary" fw={600} style={{ cursor: 'pointer' }}>
        {t.externalChannels}
      </Text>
      {open && (
        <Suspense fallback={<ProgressNote text={t.loading} />}>
          <Stack mt="xs">
            <ExternalChannelsText note={note} />
          </Stack>
        </Suspense>
      )}
    </Paper>
  );
}
