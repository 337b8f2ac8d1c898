import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import { receiptTexts as t } from '@shared/messages/receipt.js';
import { parseReceiptCode, receiptCode, type SignedReceipt } from '@shared/receipts/receipt.js';
import type { PdfFonts } from './pdf-fonts.js';
import { wrapText } from './pdf-text.js';
import { receiptTime } from './receipt-time.js';

/**
 * The receipt as a PDF (docs/security.md §6.8), made in this browser: the signed fields, the
 * signature and the verification code, which is also the document's subject so that the verify
 * page reads it back from the file. No content, no password. Loaded only when it is asked for.
 */

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const SIZE = { title: 18, text: 10.5, small: 8.5 } as const;
const LINE = 1.4;

export async function buildReceiptPdf(receipt: SignedReceipt, verifyUrl: string, fonts: PdfFonts): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.registerFontkit(fontkit);
  const code = receiptCode(receipt);
  document.setTitle(`${t.title} ${receipt.identifier}`);
  document.setSubject(code);
  document.setProducer('Ostoja');
  const [regular, bold] = await Promise.all([
    document.embedFont(fonts.regular, { subset: true }),
    document.embedFont(fonts.bold, { subset: true }),
  ]);
  const page = document.addPage(A4);
  const width = A4[0] - 2 * MARGIN;
  let y = A4[1] - MARGIN;
  const write = (text: string, options: { size?: number; bold?: boolean; gapAfter?: number; grey?: boolean } = {}) => {
    const size = options.size ?? SIZE.text;
    const font = options.bold ? bold : regular;
    for (const line of wrapText(text, font, size, width)) {
      y -= size * LINE;
      page.drawText(line, { x: MARGIN, y, size, font, color: options.grey ? rgb(0.3, 0.3, 0.3) : rgb(0, 0, 0) });
    }
    y -= options.gapAfter ?? 0;
  };
  const item = (label: string, value: string) => {
    write(label, { bold: true, size: SIZE.small });
    write(value, { gapAfter: 8 });
  };

  write(t.title, { size: SIZE.title, bold: true, gapAfter: 10 });
  write(t.intro, { gapAfter: 14 });
  item(t.organisation, receipt.organisation);
  item(t.identifier, receipt.identifier);
  item(t.receivedAt, receiptTime(receipt.receivedAt));
  item(t.channel, t.channels[receipt.channel]);
  item(t.digest, receipt.digest);
  item(t.kid, receipt.kid);
  item(t.signature, receipt.signature);
  write(t.code, { bold: true, size: SIZE.small });
  write(code, { size: SIZE.small, gapAfter: 14 });
  write(t.howToVerify(verifyUrl), { size: SIZE.small, grey: true });
  return document.save();
}

/** 'not-a-pdf' when the bytes are no PDF; null when the PDF carries no receipt code. */
export async function receiptFromPdf(bytes: Uint8Array): Promise<SignedReceipt | null | 'not-a-pdf'> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  } catch {
    return 'not-a-pdf';
  }
  const subject = document.getSubject();
  return subject ? parseReceiptCode(subject) : null;
}
