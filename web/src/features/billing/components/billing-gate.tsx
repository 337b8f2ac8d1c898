import { Alert, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { billingTexts as t } from '@shared/messages/billing.js';
import { useRequiredSession } from '@/lib/session.js';

/**
 * Rozliczenia is the main administrator's (docs/features.md, "Who may do what"): anyone else sees 'Brak dostępu!', an
 * internal-sales customer 'Brak dostępu do zakładki.'; nothing is asked of the server then.
 */
export function BillingGate({ title, children }: { title: string; children: ReactNode }) {
  const session = useRequiredSession();
  let refusal: ReactNode = null;
  if (session.customerInternalSales) {
    refusal = (
      <Alert color="yellow" variant="light">
        {t.internalSales}
      </Alert>
    );
  } else if (!session.isMainAdmin) {
    refusal = (
      <Alert color="yellow" variant="light" title={t.noAccessTitle}>
        {t.mainAdminOnly}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      {refusal ?? children}
    </Stack>
  );
}
