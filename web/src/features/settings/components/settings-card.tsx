import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One card of Settings: its title, then its overview or its edit panel. */
export function SettingsCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
