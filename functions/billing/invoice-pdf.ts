import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatPln, type InvoiceParty } from '@shared/domain/billing.js';
import { invoiceTexts as t } from '@shared/messages/billing.js';
import type { InvoiceDocument } from './invoice-document.js';

/**
 * The invoice as a PDF made on the server (pdf-lib, DejaVu Sans embedded as a subset: every
 * Polish letter). In Lambda the font files sit beside the bundle (`fonts/`, copied by the CDK
 * bundling, infra/constructs/handler-function.ts); locally they come from `dejavu-fonts-ttf`.
 */
const FONT_FILES = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;

let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;

async function fontFile(name: string): Promise<Uint8Array> {
  try {
    return await readFile(new URL(`./fonts/${name}`, import.meta.url));
  } catch {
    return readFile(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`));
  }
}

const loadFonts = () => {
  fonts ??= Promise.all([fontFile(FONT_FILES.regular), fontFile(FONT_FILES.bold)]).then(([regular, bold]) => ({
    regular,
    bold,
  }));
  return fonts;
};

const day = (iso: string) => iso.split('-').reverse().join('.');

/** A4 in points, the margin kept free on every side, and the width between them. */
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const CONTENT = PAGE.width - 2 * MARGIN;
const INK = rgb(0.1, 0.1, 0.1);
/** DejaVu Sans's ascent: how far a line's glyphs reach above its baseline, per point of size. */
const ASCENT = 0.93;
const LEADING = 1.3;

interface Style {
  font: PDFFont;
  size: number;
}

const widthOf = (text: string, style: Style) => style.font.widthOfTextAtSize(text, style.size);

/**
 * `text` in lines no wider than `width`: broken at spaces (a no-break space, as in amounts, holds),
 * a word wider than the line broken between letters. Company data may be 200 characters.
 */
export function wrapText(text: string, style: Style, width: number): string[] {
  const fits = (candidate: string) => widthOf(candidate, style) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** Draws top-down: `top` is where the next line's glyphs may begin (below everything drawn). */
class Sheet {
  top = PAGE.height - MARGIN;
  constructor(private readonly page: PDFPage) {}

  /** Lines at `x` from `top` down (right-aligned to `x + width` when asked); answers their height. */
  lines(
    lines: readonly string[],
    style: Style,
    x: number,
    top: number,
    align: { right: number } | null = null,
  ): number {
    lines.forEach((line, i) => {
      const baseline = top - ASCENT * style.size - i * LEADING * style.size;
      const left = align ? align.right - widthOf(line, style) : x;
      this.page.drawText(line, { x: left, y: baseline, size: style.size, font: style.font, color: INK });
    });
    return lines.length * LEADING * style.size;
  }

  /** Wrapped text across the content width, advancing `top`. */
  paragraph(text: string, style: Style, gapAfter = 0): void {
    this.top -= this.lines(wrapText(text, style, CONTENT), style, MARGIN, this.top) + gapAfter;
  }

  rule(): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.top },
      end: { x: PAGE.width - MARGIN, y: this.top },
      thickness: 0.5,
      color: INK,
    });
  }
}

export async function invoicePdf(doc: InvoiceDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const files = await loadFonts();
  const regular = await pdf.embedFont(files.regular, { subset: true });
  const bold = await pdf.embedFont(files.bold, { subset: true });
  pdf.setTitle(t.title(doc.number));
  pdf.setCreator('Ostoja');
  pdf.setCreationDate(new Date(doc.generatedAt));
  pdf.setModificationDate(new Date(doc.generatedAt));
  const sheet = new Sheet(pdf.addPage([PAGE.width, PAGE.height]));
  const text = { size: 10, font: regular };

  sheet.paragraph(t.title(doc.number), { size: 16, font: bold }, 12);
  sheet.paragraph(`${t.issueDate}: ${day(doc.issueDate)}`, text, 2);
  sheet.paragraph(`${t.saleDate}: ${day(doc.saleDate)}`, text, 2);
  if (doc.servicePeriod)
    sheet.paragraph(`${t.servicePeriod}: ${day(doc.servicePeriod.from)} – ${day(doc.servicePeriod.to)}`, text, 2);
  sheet.top -= 16;

  parties(sheet, [t.seller, doc.seller], [t.buyer, doc.buyer], { size: 11, font: bold }, text);
  sheet.top -= 22;

  table(sheet, doc, { size: 7.5, font: bold }, { size: 8, font: regular }, { size: 8, font: bold });
  sheet.top -= 22;

  sheet.paragraph(`${t.toPay}: ${formatPln(doc.gross)}`, { size: 12, font: bold }, 4);
  sheet.paragraph(`${t.paymentDate}: ${day(doc.paymentDate)}`, text, 2);
  sheet.paragraph(t.paymentMethod, text);
  return pdf.save({ useObjectStreams: false });
}

/** The seller and the buyer side by side: the title, then name, address, zip code and city, NIP, each wrapped to its half. */
function parties(
  sheet: Sheet,
  left: [string, InvoiceParty],
  right: [string, InvoiceParty],
  title: Style,
  text: Style,
): void {
  const gap = 24;
  const width = (CONTENT - gap) / 2;
  const heights = [left, right].map(([heading, party], column) => {
    const x = MARGIN + column * (width + gap);
    let top = sheet.top;
    top -= sheet.lines(wrapText(heading, title, width), title, x, top) + 3;
    for (const line of [party.name, party.address, `${party.zipCode} ${party.city}`, `${t.nip}: ${party.nip}`])
      top -= sheet.lines(wrapText(line, text, width), text, x, top);
    return sheet.top - top;
  });
  sheet.top -= Math.max(...heights);
}

interface Column {
  header: string;
  /** The line's value and the total row's (empty where the total has none). */
  value: string;
  total: string;
  /** Numbers are right-aligned; the name takes the width the others leave. */
  numeric: boolean;
}

/**
 * The line table (art. 106e ust. 1 pkt 7–9, 11–14): Lp., the service, J.m., Ilość, Cena jedn.
 * netto, Wartość netto, Stawka VAT, Kwota VAT, Wartość brutto; then 'Razem' for the one rate.
 * Each column is as wide as its widest value, or its header in two lines, the name takes the
 * rest, and a gap keeps every two columns apart.
 */
function table(sheet: Sheet, doc: InvoiceDocument, header: Style, cell: Style, total: Style): void {
  const gap = 8;
  const rate = `${doc.vatPercent}%`;
  const columns: Column[] = [
    { header: t.ordinal, value: '1', total: '', numeric: false },
    { header: t.item, value: doc.item, total: t.total, numeric: false },
    { header: t.unitOfMeasure, value: doc.unit, total: '', numeric: false },
    { header: t.quantity, value: String(doc.quantity), total: '', numeric: true },
    { header: t.unitNet, value: formatPln(doc.unitNet), total: '', numeric: true },
    { header: t.net, value: formatPln(doc.net), total: formatPln(doc.net), numeric: true },
    { header: t.vatRate, value: rate, total: rate, numeric: true },
    { header: t.vat, value: formatPln(doc.vat), total: formatPln(doc.vat), numeric: true },
    { header: t.gross, value: formatPln(doc.gross), total: formatPln(doc.gross), numeric: true },
  ];
  const NAME = 1;
  // A header fits in two lines at most: the narrowest of its two-line splits.
  const headerWidth = (words: string[]) =>
    Math.min(
      ...words.map((_, i) =>
        Math.max(widthOf(words.slice(0, i).join(' '), header), widthOf(words.slice(i).join(' '), header)),
      ),
    );
  const own = columns.map((column) =>
    Math.max(
      headerWidth(column.header.split(' ')),
      widthOf(column.value, cell),
      column.total ? widthOf(column.total, total) : 0,
    ),
  );
  own[NAME] = CONTENT - gap * (columns.length - 1) - own.reduce((sum, width, i) => (i === NAME ? sum : sum + width), 0);
  const xs = own.map((_, i) => MARGIN + own.slice(0, i).reduce((sum, width) => sum + width, 0) + gap * i);

  const row = (texts: string[], style: Style) => {
    const height = Math.max(
      ...texts.map((value, i) =>
        value
          ? sheet.lines(
              wrapText(value, style, own[i]!),
              style,
              xs[i]!,
              sheet.top,
              columns[i]!.numeric ? { right: xs[i]! + own[i]! } : null,
            )
          : 0,
      ),
    );
    sheet.top -= height;
  };
  row(
    columns.map((column) => column.header),
    header,
  );
  sheet.top -= 3;
  sheet.rule();
  sheet.top -= 4;
  row(
    columns.map((column) => column.value),
    cell,
  );
  sheet.top -= 3;
  sheet.rule();
  sheet.top -= 4;
  row(
    columns.map((column) => column.total),
    total,
  );
}
