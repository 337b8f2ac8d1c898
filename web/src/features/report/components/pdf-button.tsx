import { Button, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { hasRedactions, type RedactionRecord } from '@shared/domain/redactions.js';
import { redactionTexts } from '@shared/messages/redactions.js';
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
  /** The report's redactions, decrypted; null while unknown. */
  redactions: RedactionRecord | null;
  /** The report has redactions not read yet (or unreadable): no PDF until they are. */
  redactionsPending: boolean;
}

/**
 * 'Pobierz PDF': the report made into `{identifier}.pdf` in this browser. Once something is
 * redacted, the redacted version for everyone and the original for those who may redact, each
 * saying which it is.
 */
export function PdfButton({ report, opened, visible, messages, redactions, redactionsPending }: PdfButtonProps) {
  const pdf = useReportPdf(report, opened, messages);
  const [busy, setBusy] = useState<PdfVersion | null>(null);
  const ready = visible && messages !== null && !redactionsPending;
  const download = async (version: PdfVersion) => {
    setBusy(version);
    try {
      const made = await pdf.make(version === 'redacted' ? redactions : null);
      save(made, version === 'redacted' ? pdf.redactedFileName : pdf.fileName);
    } catch {
      notifications.show({ color: 'red', message: t.pdfFailed });
    } finally {
      setBusy(null);
    }
  };
  const button = (version: PdfVersion, text: string) => (
    <Button
      key={version}
      variant="light"
      onClick={() => void download(version)}
      disabled={!ready || (busy !== null && busy !== version)}
      loading={busy === version}
    >
      {text}
    </Button>
  );
  const buttons = hasRedactions(redactions)
    ? [
        button('redacted', redactionTexts.pdfRedacted),
        ...(report.canResponse ? [button('original', redactionTexts.pdfOriginal)] : []),
      ]
    : [button('original', t.pdf)];
  return ready ? (
    <>{buttons}</>
  ) : (
    <>
      {buttons.map((shown) => (
        <Tooltip key={shown.key} label={t.pdfNeedsContent}>
          {shown}
        </Tooltip>
      ))}
    </>
  );
}

type PdfVersion = 'original' | 'redacted';
