import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { wrapText } from './pdf-text.js';

/**
 * The layout of a document made in the browser (docs/features.md, "Limits and rules": A4, margins
 * 40/60, a footer with the date and page numbers): the report's PDF and the compliance documents.
 */
export const A4: [number, number] = [595.28, 841.89];
/** Margins: 40 left and right, 60 top and bottom. */
export const MARGIN = { x: 40, y: 60 } as const;
export const SIZE = { heading: 16, section: 12, text: 10, footer: 8 } as const;
const LINE = 1.35;

/** Writes lines top to bottom, starting a new page when the bottom margin is reached. */
export class PdfWriter {
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

  /**
   * A numbered paragraph: the number at the margin and the text indented after it, as a legal
   * document sets them.
   */
  numbered(number: string, text: string, options: { indent?: number; gapAfter?: number } = {}) {
    const size = SIZE.text;
    const indent = (options.indent ?? 0) + 18;
    const lines = wrapText(text, this.regular, size, this.width - indent);
    lines.forEach((line, index) => {
      this.room(size * LINE);
      this.y -= size * LINE;
      if (index === 0)
        this.page.drawText(number, {
          x: MARGIN.x + (options.indent ?? 0),
          y: this.y,
          size,
          font: this.regular,
          color: rgb(0.1, 0.1, 0.1),
        });
      this.page.drawText(line, {
        x: MARGIN.x + indent,
        y: this.y,
        size,
        font: this.regular,
        color: rgb(0.1, 0.1, 0.1),
      });
    });
    this.y -= options.gapAfter ?? 0;
  }

  section(title: string) {
    this.y -= SIZE.section * 0.6;
    this.text(title, { size: SIZE.section, bold: true, gapAfter: 4 });
  }
}

/** Writes a footer on every page, right-aligned: `footer(page, pages)` gives its text. */
export function drawFooters(document: PDFDocument, font: PDFFont, footer: (page: number, pages: number) => string) {
  const pages = document.getPages();
  pages.forEach((page, index) => {
    const text = footer(index + 1, pages.length);
    const width = font.widthOfTextAtSize(text, SIZE.footer);
    page.drawText(text, {
      x: A4[0] - MARGIN.x - width,
      y: MARGIN.y / 2,
      size: SIZE.footer,
      font,
      color: rgb(0.4, 0.4, 0.4),
    });
  });
}
