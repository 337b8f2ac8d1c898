import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { receiptTexts } from '@shared/messages/receipt.js';
import { reportPdfTexts } from '@shared/messages/report-pdf.js';
import { coveredByPdfSubset, pdfSubsetCharacters } from '../web/src/lib/pdf-font-characters.js';
import { pdfFontFaces, pdfFontSubset, wholeFont } from './pdf-font-subsets.js';

const root = resolve(import.meta.dirname, '..');

/** Every text a catalogue gives, its functions said with sample arguments. */
const textsOf = (catalogue: Record<string, unknown>): string[] =>
  Object.values(catalogue).flatMap((entry) =>
    typeof entry === 'string'
      ? [entry]
      : typeof entry === 'function'
        ? [String((entry as (...args: unknown[]) => unknown)('RPT-2026-000123', 2, 3))]
        : [],
  );

describe('the PDF fonts’ subsets', () => {
  it.each(pdfFontFaces)(
    '$subset is what the subsetter makes of $font today (run tools/pdf-font-subsets.ts)',
    async (face) => {
      const committed = await readFile(resolve(root, face.subset));
      expect(committed.equals(await pdfFontSubset(face.font))).toBe(true);
    },
  );

  it.each(pdfFontFaces)('$subset has a glyph for every character of the ranges the whole font has', async (face) => {
    const whole = fontkit.create(await wholeFont(face.font));
    const subset = fontkit.create(await readFile(resolve(root, face.subset)));
    const missing = [...pdfSubsetCharacters()].filter((character) => {
      const codePoint = character.codePointAt(0) ?? 0;
      return whole.hasGlyphForCodePoint(codePoint) && !subset.hasGlyphForCodePoint(codePoint);
    });
    expect(missing).toEqual([]);
    expect(subset.hasGlyphForCodePoint('ß'.codePointAt(0) ?? 0)).toBe(true); // Latin-1 is in
    expect(subset.hasGlyphForCodePoint('ș'.codePointAt(0) ?? 0)).toBe(false); // Latin Extended-B is not
  });

  it('covers the Polish, Ukrainian and English letters and every text the PDFs print of their own', () => {
    expect(coveredByPdfSubset('Zażółć gęślą jaźń — „cudzysłów” …\n')).toBe(true);
    expect(coveredByPdfSubset('Ґанок, їжак, є, і, пʼять')).toBe(true);
    expect(coveredByPdfSubset([...textsOf(reportPdfTexts), ...textsOf(receiptTexts)].join(''))).toBe(true);
  });

  it('sends a text with any other character to the whole font', () => {
    expect(coveredByPdfSubset('Kazım Yılmaz, Straße')).toBe(true);
    expect(coveredByPdfSubset('Ștefan')).toBe(false);
    expect(coveredByPdfSubset('Nguyễn')).toBe(false);
    expect(coveredByPdfSubset('Zgłoszenie 🙂')).toBe(false);
    expect(coveredByPdfSubset('数')).toBe(false);
  });
});
