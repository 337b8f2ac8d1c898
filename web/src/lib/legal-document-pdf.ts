import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { sectionParagraphs, type LegalDocument } from '@shared/documents/legal-document.js';
import type { PdfFonts } from './pdf-fonts.js';
import { drawFooters, PdfWriter, SIZE } from './pdf-writer.js';

/**
 * A compliance document as PDF, with the report PDF's layout and embedded font (lib/pdf-writer.ts):
 * the title and version line, each section's '§ n. Title' and its numbered paragraphs; the footer
 * names the document, the day it was made and the page. Loaded only when a PDF is asked for.
 */
export async function buildDocumentPdf(
  document: LegalDocument,
  generatedAt: string,
  fonts: PdfFonts,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(document.title);
  pdf.setLanguage('pl');
  const [regular, bold] = await Promise.all([
    pdf.embedFont(fonts.regular, { subset: true }),
    pdf.embedFont(fonts.bold, { subset: true }),
  ]);
  const writer = new PdfWriter(pdf, regular, bold);
  writer.text(document.title, { size: SIZE.heading, bold: true, gapAfter: 2 });
  document.subtitle.forEach((line, index) =>
    writer.text(line, { size: SIZE.section, gapAfter: index === document.subtitle.length - 1 ? 6 : 2 }),
  );
  for (const section of document.sections) {
    writer.section(`${section.number}. ${section.title}`);
    sectionParagraphs(section).forEach((text, index) => writer.numbered(`${index + 1}.`, text, { gapAfter: 3 }));
  }
  drawFooters(pdf, regular, (page, pages) => `${document.title} – ${generatedAt} – strona ${page} z ${pages}`);
  return pdf.save();
}
