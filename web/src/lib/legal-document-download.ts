import type { LegalDocument } from '@shared/documents/legal-document.js';
import { documentText } from '@shared/documents/legal-document.js';
import { downloadPdfFile, followLink } from './download.js';

export type DocumentFormat = 'docx' | 'pdf';

/** A document's file name: its title, lower case and dashed, with the version or date. */
export const documentFileName = (base: string, format: DocumentFormat): string => `${base}.${format}`;

/**
 * Makes the document in this browser and saves it: the docx library, or pdf-lib with the font,
 * load only now (never with the screen).
 */
export async function downloadDocument(
  document: LegalDocument,
  fileBase: string,
  format: DocumentFormat,
  generatedAt: string,
): Promise<void> {
  if (format === 'docx') {
    const { buildDocumentDocx } = await import('./legal-document-docx.js');
    const url = URL.createObjectURL(await buildDocumentDocx(document, generatedAt));
    followLink(url, { download: documentFileName(fileBase, 'docx') });
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return;
  }
  const [{ buildDocumentPdf }, fonts] = await Promise.all([
    import('./legal-document-pdf.js'),
    import('./pdf-fonts.js').then(({ loadPdfFonts }) => loadPdfFonts(documentText(document))),
  ]);
  downloadPdfFile(documentFileName(fileBase, 'pdf'), await buildDocumentPdf(document, generatedAt, fonts));
}
