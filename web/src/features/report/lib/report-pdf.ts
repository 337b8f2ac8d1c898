import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { reportPdfTexts as t } from '@shared/messages/report-pdf.js';
import type { PdfFonts } from '@/lib/pdf-fonts.js';
import { drawFooters, PdfWriter, SIZE } from '@/lib/pdf-writer.js';

/**
 * The report as a PDF, made in this browser from what it decrypted (docs/features.md, "Limits and rules": A4, margins
 * 40/60, a footer with the date and page numbers). pdf-lib writes the document; the font (DejaVu Sans,
 * with every Polish letter) is embedded as a subset. Loaded only when a PDF is asked for.
 */

/** One message of the conversation, as the PDF shows it. */
export interface PdfMessage {
  /** Its id, to redact it by; absent for what cannot be redacted (the automatic acknowledgement). */
  messageId?: string;
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

/** The PDF's bytes; the file is saved as `{identifier}.pdf`. */
export async function buildReportPdf(input: ReportPdfInput, fonts: PdfFonts): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.registerFontkit(fontkit);
  document.setTitle(t.heading(input.identifier));
  const [regular, bold] = await Promise.all([
    document.embedFont(fonts.regular, { subset: true }),
    document.embedFont(fonts.bold, { subset: true }),
  ]);
  const writer = new PdfWriter(document, regular, bold);

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

  drawFooters(document, regular, (page, pages) => t.footer(input.generatedAt, page, pages));
  return document.save();
}
