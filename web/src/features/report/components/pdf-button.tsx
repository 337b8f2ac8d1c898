import { Button, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { reportPageTexts as t } from '@shared/messages/report-page.js';
import { formatDateTime } from '../../../lib/dates.js';
import type { ReportDetails } from '../api/get-report.js';
import type { DecryptedReport } from '../hooks/use-opened-report.js';
import { fieldLines, reporterLines } from '../lib/report-fields.js';
import type { PdfMessage } from '../lib/report-pdf.js';
import { basicInfoLines, useLabelText } from './basic-info.js';

/** pdf-lib, fontkit and the font load only now, never with the page (DESIGN §10). */
async function makePdf(input: Parameters<typeof import('../lib/report-pdf.js').buildReportPdf>[0]): Promise<Uint8Array> {
  const [{ buildReportPdf }, { loadPdfFonts }] = await Promise.all([import('../lib/report-pdf.js'), import('../lib/pdf-fonts.js')]);
  return buildReportPdf(input, await loadPdfFonts());
}

function save(bytes: Uint8Array, fileName: string) {
  const href = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

interface PdfButtonProps {
  report: ReportDetails;
  opened: DecryptedReport;
  /** The report is decrypted and shown (doc 2 §4: PDF only then). */
  visible: boolean;
  /** The decrypted conversation; null while it is not decrypted and shown. */
  messages: PdfMessage[] | null;
}

/** 'Pobierz PDF': the report made into `{identifier}.pdf` in this browser. */
export function PdfButton({ report, opened, visible, messages }: PdfButtonProps) {
  const label = useLabelText(report);
  const [busy, setBusy] = useState(false);
  const ready = visible && messages !== null;
  const download = async () => {
    setBusy(true);
    try {
      const bytes = await makePdf({
        identifier: report.identifier,
        basicInfo: basicInfoLines(report, label),
        fields: fieldLines(opened.content.fieldDefs, opened.fields),
        reporter: reporterLines(opened.reporter),
        fileNames: opened.fileNames.map((file) => file.name),
        conversation: messages ?? [],
        generatedAt: formatDateTime(new Date().toISOString()),
        formatDate: formatDateTime,
      });
      save(bytes, `${report.identifier}.pdf`);
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
