import { Suspense } from 'react';
import type { InboxReport } from '@shared/contracts/inbox/schemas.js';
import { ReceiptDownload } from '@/components/receipt-download.js';
import { useTexts } from '@/i18n/reporter-language.js';
import { InboxSection } from './inbox-section.js';

function ReceiptSection({ receipt }: { receipt: NonNullable<InboxReport['receipt']> }) {
  const texts = useTexts('formReceiptTexts');
  return (
    <InboxSection title={texts.inboxTitle}>
      <ReceiptDownload receipt={receipt} />
    </InboxSection>
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
