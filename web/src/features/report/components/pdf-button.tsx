import { Button, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { reportPageTexts as t } from '@shared/messages/report-page.js';
import type { ReportDetails } from '../api/get-report.js';
import type { DecryptedReport } from '../hooks/use-opened-report.js';
import { useReportPdf } from '../hooks/use-report-pdf.js';
import type { PdfMessage } from '../lib/report-pdf.js';
import { DOWNLOAD_URL_LIFETIME_MS } from '@/lib/report-files.js';

function save(bytes: Uint8Array, fileName: string) {
  const href = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), DOWNLOAD_URL_LIFETIME_MS);
}

interface PdfButtonProps {
  report: ReportDetails;
  opened: DecryptedReport;
  /** The report is decrypted and shown (PDF only then). */
  visible: boolean;
  /** The decrypted conversation; null while it is not decrypted and shown. */
  messages: PdfMessage[] | null;
}

/** 'Pobierz PDF': the report made into `{identifier}.pdf` in this browser. */
export function PdfButton({ report, opened, visible, messages }: PdfButtonProps) {
  const pdf = useReportPdf(report, opened, messages);
  const [busy, setBusy] = useState(false);
  const ready = visible && messages !== null;
  const download = async () => {
    setBusy(true);
    try {
      save(await pdf.make(), pdf.fileName);
    } catch {
      notifications.show({ color: 'red', message: t.pdfFailed });
    } finally {
      setBusy(false);
    }
  };
  const button = (
    <Button variant="light" onClick={() => void download()} disabled={!ready} loading={busy}>
      {t.pdf}
    </Button>
  );
  return ready ? button : <Tooltip label={t.pdfNeedsContent}>{button}</Tooltip>;
}
