import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One section of the inbox: a bordered region named by its heading. */
export function InboxSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
