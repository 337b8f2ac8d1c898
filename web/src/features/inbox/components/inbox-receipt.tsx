import { Paper, Stack, Title } from '@mantine/core';
import { Suspense } from 'react';
import type { InboxReport } from '@shared/contracts/inbox/schemas.js';
import { ReceiptDownload } from '@/components/receipt-download.js';
import { useTexts } from '@/i18n/reporter-language.js';

function ReceiptSection({ receipt }: { receipt: NonNullable<InboxReport['receipt']> }) {
  const texts = useTexts('formReceiptTexts');
  return (
    <Paper withBorder p="md" component="section" aria-label={texts.inboxTitle}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {texts.inboxTitle}
        </Title>
        <ReceiptDownload receipt={receipt} />
      </Stack>
    </Paper>
  );
}

/**
 * The report's signed receipt, downloadable again from the inbox whichever channel brought the
 * report (docs/security.md §6.8). Its texts come with the form's after-send chunk, fetched here
 * only when the report has a receipt; nothing shows while they come.
 */
export function InboxReceipt({ report }: { report: InboxReport }) {
  if (!report.receipt) return null;
  return (
    <Suspense fallback={null}>
      <ReceiptSection receipt={report.receipt} />
    </Suspense>
  );
}
