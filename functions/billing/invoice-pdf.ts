import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatPln } from '@shared/domain/billing.js';
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
  fonts ??= Promise.all([fontFile(FONT_FILES.regular), fontFile(FONT_FILES.bold)]).then(([regular, bold]) => ({ regular, bold }));
  return fonts;
};

const day = (iso: string) => iso.split('-').reverse().join('.');
const A4: [number, number] = [595.28, 841.89];
const X = 50;

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
  const page = pdf.addPage(A4);
  let y = A4[1] - 60;
  const text = (value: string, x: number, size = 10, font: PDFFont = regular) => page.drawText(value, { x, y, size, font, color: rgb(0.1, 0.1, 0.1) });

  text(t.title(doc.number), X, 18, bold);
  y -= 28;
  text(`${t.issueDate}: ${day(doc.issueDate)}`, X);
  y -= 14;
  text(`${t.saleDate}: ${day(doc.saleDate)}`, X);
  y -= 14;
  text(`${t.paymentDate}: ${day(doc.paymentDate)}`, X);
  y -= 30;

  const party = (title: string, p: InvoiceDocument['seller'], x: number, top: number) => {
    let py = top;
    page.drawText(title, { x, y: py, size: 11, font: bold });
    for (const line of [p.name, p.address, `${p.zipCode} ${p.city}`, `${t.nip}: ${p.nip}`]) {
      py -= 14;
      page.drawText(line, { x, y: py, size: 10, font: regular });
    }
  };
  party(t.seller, doc.seller, X, y);
  party(t.buyer, doc.buyer, 310, y);
  y -= 90;

  table(page, regular, bold, y, doc);
  y -= 120;
  text(`${t.toPay}: ${formatPln(doc.gross)}`, X, 12, bold);
  y -= 16;
  text(t.paymentMethod, X);
  return pdf.save({ useObjectStreams: false });
}

function table(page: PDFPage, regular: PDFFont, bold: PDFFont, top: number, doc: InvoiceDocument): void {
  const columns = [
    { title: t.item, x: X, width: 200 },
    { title: t.quantity, x: 255, width: 35 },
    { title: t.net, x: 295, width: 75 },
    { title: t.vatRate, x: 375, width: 45 },
    { title: t.vat, x: 425, width: 60 },
    { title: t.gross, x: 490, width: 60 },
  ];
  let y = top;
  for (const column of columns) page.drawText(column.title, { x: column.x, y, size: 8, font: bold });
  y -= 6;
  page.drawLine({ start: { x: X, y }, end: { x: A4[0] - 40, y }, thickness: 0.5 });
  y -= 14;
  const words = doc.item.split(' ');
  const itemLines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (regular.widthOfTextAtSize(candidate, 8) > columns[0]!.width && line) {
      itemLines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) itemLines.push(line);
  const values = ['1', formatPln(doc.net), `${doc.vatPercent}%`, formatPln(doc.vat), formatPln(doc.gross)];
  itemLines.forEach((itemLine, i) => page.drawText(itemLine, { x: columns[0]!.x, y: y - i * 11, size: 8, font: regular }));
  values.forEach((value, i) => page.drawText(value, { x: columns[i + 1]!.x, y, size: 8, font: regular }));
  y -= Math.max(1, itemLines.length) * 11 + 4;
  page.drawLine({ start: { x: X, y }, end: { x: A4[0] - 40, y }, thickness: 0.5 });
  y -= 14;
  page.drawText(t.total, { x: columns[0]!.x, y, size: 8, font: bold });
  [formatPln(doc.net), `${doc.vatPercent}%`, formatPln(doc.vat), formatPln(doc.gross)].forEach((value, i) => page.drawText(value, { x: columns[i + 2]!.x, y, size: 8, font: bold }));
}
