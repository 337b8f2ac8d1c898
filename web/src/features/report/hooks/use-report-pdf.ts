import { formatDateTime } from '@/lib/dates.js';
import type { ReportDetails } from '../api/get-report.js';
import { labelText, useReportLabels } from '@/lib/report-labels.js';
import { basicInfoLines } from '../components/basic-info.js';
import type { RedactionRecord } from '@shared/domain/redactions.js';
import { redactionTexts } from '@shared/messages/redactions.js';
import { redactedConversation, redactedOpened, REDACTED_FILE_SUFFIX } from '../lib/redaction-record.js';
import { fieldLines, printedFieldLines, reporterLines } from '../lib/report-fields.js';
import { pdfProtocols } from '../lib/pdf-protocols.js';
import type { PdfMessage, buildReportPdf } from '../lib/report-pdf.js';
import type { DecryptedReport } from './use-opened-report.js';

/**
 * pdf-lib, fontkit and the font load only now, never with the page (docs/figures.md, "Budgets"),
 * and side by side; the font's subset unless the report has a character outside it.
 */
async function makePdf(input: Parameters<typeof buildReportPdf>[0]): Promise<Uint8Array> {
  const [{ buildReportPdf }, fonts] = await Promise.all([
    import('../lib/report-pdf.js'),
    import('@/lib/pdf-fonts.js').then(({ loadPdfFonts }) => loadPdfFonts(JSON.stringify(input))),
  ]);
  return buildReportPdf(input, fonts);
}

/**
 * The report as `{identifier}.pdf`, made in this browser from what is decrypted here: what
 * 'Pobierz PDF' saves and what a forward's bundle carries. `messages` is the decrypted
 * conversation (the PDF waits for it).
 */
export function useReportPdf(report: ReportDetails, opened: DecryptedReport, messages: PdfMessage[] | null) {
  const view = useReportLabels([report]).get(report.reportId);
  return {
    fileName: `${report.identifier}.pdf`,
    redactedFileName: `${report.identifier}-${REDACTED_FILE_SUFFIX}.pdf`,
    /** The PDF of the original, or of the redacted version when `redactions` are given. */
    make: async (redactions: RedactionRecord | null = null) => {
      const { fields, reporter } = redactedOpened(opened, redactions);
      return makePdf({
        identifier: report.identifier,
        ...(view?.kind === 'label' ? { label: view.text } : {}),
        ...(redactions ? { version: redactionTexts.pdfVersionRedacted } : {}),
        basicInfo: basicInfoLines(report, labelText(view)),
        fields: printedFieldLines(fieldLines(opened.content.fieldDefs, fields)),
        reporter: reporterLines(reporter),
        fileNames: opened.fileNames.map((file) => file.name),
        protocols: await pdfProtocols({ ...report, tenantId: opened.content.tenantId }, opened.reportKey, {
          withTexts: !redactions,
        }),
        conversation: redactedConversation(messages ?? [], redactions),
        generatedAt: formatDateTime(new Date().toISOString()),
        formatDate: formatDateTime,
      });
    },
  };
}
