import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LicenceBlockedNotice } from '@/components/licence-blocked-notice.js';
import { useRequiredSession } from '@/lib/session.js';

interface ReportsScreenProps {
  title: string;
  /** The screen is one table whose heading is the screen's title (so it is not written twice). */
  titledByTable?: boolean;
  children: ReactNode;
}

/**
 * The frame of every report screen: its title, then its tables — or, while the licence has
 * expired, 'Konto zablokowane!' and nothing is asked of the server.
 */
export function ReportsScreen({ title, titledByTable = false, children }: ReportsScreenProps) {
  const session = useRequiredSession();
  const active = session.customerIsActive;
  return (
    <Stack gap="md">
      {(!active || !titledByTable) && <Title order={1}>{title}</Title>}
      {active ? children : <LicenceBlockedNotice />}
    </Stack>
  );
}
