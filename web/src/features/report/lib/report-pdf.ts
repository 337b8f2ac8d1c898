import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { reportPdfTexts as t } from '@shared/messages/report-pdf.js';
import type { PdfFonts } from '@/lib/pdf-fonts.js';
import { wrapText } from '@/lib/pdf-text.js';

/**
 * The report as a PDF, made in this browser from what it decrypted (docs/features.md, "Limits and rules": A4, margins
 * 40/60, a footer with the date and page numbers). pdf-lib writes the document; the font (DejaVu Sans,
 * with every Polish letter) is embedded as a subset. Loaded only when a PDF is asked for.
 */

/** One message of the conversation, as the PDF shows it. */
export interface PdfMessage {
  author: 'reporter' | 'staff';
  sentAt: string;
  text: string;
  /** The staff member who wrote it, when known. */
  authorName?: string;
  fileNames: string[];
}

/** A protocol of an oral report (a transcript, a meeting's), as the PDF shows it. */
export interface PdfProtocol {
  title: string;
  /** Its version, the request it follows, the reporter's answer. */
  lines: readonly string[];
  /** Its text as decrypted; null: not shown (none written, or the redacted version). */
  text: string | null;
}

export interface ReportPdfInput {
  identifier: string;
  /** The report's label (Etykieta), under the heading when it has one. */
  label?: string;
  /** Which version the PDF holds, under the heading, when it is not the original (the redacted one). */
  version?: string;
  /** Label → value, e.g. 'Data wpływu' → '23.11.2026, 14:05'. */
  basicInfo: readonly (readonly [string, string])[];
  fields: readonly { label: string; value: string }[];
  reporter: readonly string[];
  fileNames: readonly string[];
  /** Absent or empty: the report has none, and the PDF no such section. */
  protocols?: readonly PdfProtocol[];
  conversation: readonly PdfMessage[];
  /** Already formatted for the footer, e.g. '23.11.2026, 14:05'. */
  generatedAt: string;
  formatDate: (iso: string) => string;
}

export type { PdfFonts };

const A4: [number, number] = [595.28, 841.89];
/** Margins: 40 left and right, 60 top and bottom. */
const MARGIN = { x: 40, y: 60 } as const;
const SIZE = { heading: 16, section: 12, text: 10, footer: 8 } as const;
const LINE = 1.35;

/** Writes lines top to bottom, starting a new page when the bottom margin is reached. */
class Writer {
  private page: PDFPage;
  private y: number;
  readonly width = A4[0] - 2 * MARGIN.x;

  constructor(
    private readonly document: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = document.addPage(A4);
    this.y = A4[1] - MARGIN.y;
  }

  private room(height: number) {
    if (this.y - height < MARGIN.y) {
      this.page = this.document.addPage(A4);
      this.y = A4[1] - MARGIN.y;
    }
  }

  text(text: string, options: { size?: number; bold?: boolean; indent?: number; gapAfter?: number } = {}) {
    const size = options.size ?? SIZE.text;
    const font = options.bold ? this.bold : this.regular;
    const indent = options.indent ?? 0;
    for (const line of wrapText(text, font, size, this.width - indent)) {
      this.room(size * LINE);
      this.y -= size * LINE;
      this.page.drawText(line, { x: MARGIN.x + indent, y: this.y, size, font, color: rgb(0.1, 0.1, 0.1) });
    }
    this.y -= options.gapAfter ?? 0;
  }

  section(title: string) {
    this.y -= SIZE.section * 0.6;
    this.text(title, { size: SIZE.section, bold: true, gapAfter: 4 });
  }
}

/** The PDF's bytes; the file is saved as `{identifier}.pdf`. */
export async function buildReportPdf(input: ReportPdfInput, fonts: PdfFonts): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.registerFontkit(fontkit);
  document.setTitle(t.heading(input.identifier));
  const [regular, bold] = await Promise.all([
    document.embedFont(fonts.regular, { subset: true }),
    document.embedFont(fonts.bold, { subset: true }),
  ]);
  const writer = new Writer(document, regular, bold);

  const under = [input.label, input.version].filter((line) => line !== undefined);
  writer.text(t.heading(input.identifier), { size: SIZE.heading, bold: true, gapAfter: under.length ? 2 : 6 });
  under.forEach((line, index) =>
    writer.text(line, { size: SIZE.section, gapAfter: index === under.length - 1 ? 6 : 2 }),
  );
  writer.section(t.basicInfo);
  for (const [label, value] of input.basicInfo) writer.text(`${label}: ${value}`);

  writer.section(t.content);
  for (const field of input.fields) {
    writer.text(field.label, { bold: true });
    writer.text(field.value, { indent: 10, gapAfter: 4 });
  }

  writer.section(t.reporter);
  for (const line of input.reporter) writer.text(line);

  if (input.protocols?.length) {
    writer.section(t.protocols);
    for (const protocol of input.protocols) {
      writer.text(protocol.title, { bold: true });
      for (const line of protocol.lines) writer.text(line, { indent: 10 });
      if (protocol.text !== null) writer.text(protocol.text, { indent: 10 });
      writer.text('', { gapAfter: 4 });
    }
  }

  writer.section(t.files);
  if (input.fileNames.length === 0) writer.text(t.noFiles);
  for (const name of input.fileNames) writer.text(`• ${name}`);

  writer.section(t.conversation);
  if (input.conversation.length === 0) writer.text(t.noConversation);
  for (const message of input.conversation) {
    const author = message.author === 'reporter' ? t.reporterAuthor : (message.authorName ?? t.staffAuthor);
    writer.text(`${author} — ${input.formatDate(message.sentAt)}`, { bold: true });
    writer.text(message.text, { indent: 10 });
    if (message.fileNames.length) writer.text(t.attachments(message.fileNames.join(', ')), { indent: 10 });
    writer.text('', { gapAfter: 2 });
  }

  const pages = document.getPages();
  pages.forEach((page, index) => {
    const footer = t.footer(input.generatedAt, index + 1, pages.length);
    const width = regular.widthOfTextAtSize(footer, SIZE.footer);
    page.drawText(footer, {
      x: A4[0] - MARGIN.x - width,
      y: MARGIN.y / 2,
      size: SIZE.footer,
      font: regular,
      color: rgb(0.4, 0.4, 0.4),
    });
  });
  return document.save();
}
