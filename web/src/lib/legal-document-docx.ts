import {
  AlignmentType,
  Document,
  Footer,
  HeadingLevel,
  Packer,
  PageNumber,
  Paragraph,
  TextRun,
  type IParagraphOptions,
} from 'docx';
import { sectionParagraphs, type LegalDocument } from '@shared/documents/legal-document.js';

/**
 * A compliance document as DOCX (the `docx` library), made in this browser: the title and the
 * version line centred, each section's '§ n. Title' as a heading and its paragraphs numbered
 * 1., 2., … with a hanging indent, as a legal document sets them; the footer names the document
 * and the page. The numbers are written out (not Word's list numbering), so that every reader,
 * LibreOffice's included, shows them the same. Loaded only when a DOCX is asked for.
 */
const FONT = 'Liberation Serif';
const POINTS = (size: number) => size * 2;

const paragraph = (text: string, options: Omit<IParagraphOptions, 'children'> = {}, bold = false) =>
  new Paragraph({ ...options, children: [new TextRun({ text, bold, font: FONT, size: POINTS(11) })] });

export async function buildDocumentDocx(document: LegalDocument, generatedAt: string): Promise<Blob> {
  const children = [
    new Paragraph({
      heading: HeadingLevel.TITLE,
      alignment: AlignmentType.CENTER,
      spacing: { after: 120 },
      children: [new TextRun({ text: document.title, bold: true, font: FONT, size: POINTS(16) })],
    }),
    ...document.subtitle.map((line) => paragraph(line, { alignment: AlignmentType.CENTER, spacing: { after: 60 } })),
    ...document.sections.flatMap((section) => [
      new Paragraph({
        heading: HeadingLevel.HEADING_1,
        alignment: AlignmentType.CENTER,
        spacing: { before: 300, after: 120 },
        keepNext: true,
        children: [
          new TextRun({ text: `${section.number}. ${section.title}`, bold: true, font: FONT, size: POINTS(12) }),
        ],
      }),
      ...sectionParagraphs(section).map(
        (text, index) =>
          new Paragraph({
            alignment: AlignmentType.JUSTIFIED,
            indent: { left: 425, hanging: 425 },
            spacing: { after: 80 },
            children: [new TextRun({ text: `${index + 1}.\t${text}`, font: FONT, size: POINTS(11) })],
          }),
      ),
    ]),
  ];
  const footer = new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.RIGHT,
        children: [
          new TextRun({ text: `${document.title} – ${generatedAt} – strona `, font: FONT, size: POINTS(8) }),
          new TextRun({ children: [PageNumber.CURRENT], font: FONT, size: POINTS(8) }),
          new TextRun({ text: ' z ', font: FONT, size: POINTS(8) }),
          new TextRun({ children: [PageNumber.TOTAL_PAGES], font: FONT, size: POINTS(8) }),
        ],
      }),
    ],
  });
  const file = new Document({
    title: document.title,
    creator: 'Ostoja',
    sections: [
      {
        properties: { page: { margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 } } },
        footers: { default: footer },
        children,
      },
    ],
  });
  return Packer.toBlob(file);
}
