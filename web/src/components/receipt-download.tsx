import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { receiptTexts } from '@shared/messages/receipt.js';
import type { SignedReceipt } from '@shared/receipts/receipt.js';
import { paths } from '@/config/paths.js';
import { useTexts } from '@/i18n/reporter-language.js';
import { downloadPdfFile } from '@/lib/download.js';

/**
 * The signed receipt offered to the reporter (docs/security.md §6.8), after a send and again in the
 * inbox: a PDF made in this browser from what the server signed, with pdf-lib and the font loaded
 * only on the click. It says how to verify it and to keep it safe: on a device, it shows its holder
 * reported.
 */
export function ReceiptDownload({ receipt }: { receipt: SignedReceipt }) {
  const texts = useTexts('formReceiptTexts');
  const [state, setState] = useState<'idle' | 'making' | 'failed'>('idle');
  const download = async () => {
    setState('making');
    try {
      const verifyUrl = `${window.location.origin}${paths.verify}`;
      const [{ buildReceiptPdf }, fonts] = await Promise.all([
        import('@/lib/receipt-pdf.js'),
        import('@/lib/pdf-fonts.js').then(({ loadPdfFonts }) => loadPdfFonts(JSON.stringify([receipt, verifyUrl]))),
      ]);
      const bytes = await buildReceiptPdf(receipt, verifyUrl, fonts);
      downloadPdfFile(receiptTexts.fileName(receipt.identifier), bytes);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <Stack gap={4}>
      <Text size="sm">{texts.hint}</Text>
      <Text size="sm" fw={600} role="note">
        {texts.keepSafe}
      </Text>
      <Button variant="light" loading={state === 'making'} onClick={() => void download()}>
        {texts.download}
      </Button>
      {state === 'failed' && (
        <Text size="sm" c="red" role="alert">
          {texts.failed}
        </Text>
      )}
    </Stack>
  );
}
