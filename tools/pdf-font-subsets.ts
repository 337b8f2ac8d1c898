/**
 * Writes the PDF fonts' subsets (web/src/lib/pdf-font-characters.ts) to web/src/assets/fonts:
 * DejaVu Sans and its bold face with only the characters Polish, Ukrainian and English documents
 * need, about a tenth of the whole font. Run after changing the ranges or the font's version:
 * `npx tsx tools/pdf-font-subsets.ts` (a unit test fails while the committed files differ).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';
import { pdfSubsetCharacters } from '../web/src/lib/pdf-font-characters.js';

const root = resolve(fileURLToPath(import.meta.url), '../..');

/** Each face: the whole font in `dejavu-fonts-ttf`, and its subset beside the web's assets. */
export const pdfFontFaces = [
  { font: 'DejaVuSans.ttf', subset: 'web/src/assets/fonts/DejaVuSans-subset.ttf' },
  { font: 'DejaVuSans-Bold.ttf', subset: 'web/src/assets/fonts/DejaVuSans-Bold-subset.ttf' },
] as const;

export const wholeFont = (font: string): Promise<Buffer> =>
  readFile(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${font}`));

/** The subset of one face, as the committed file should hold it. */
export async function pdfFontSubset(font: string): Promise<Buffer> {
  return subsetFont(await wholeFont(font), pdfSubsetCharacters(), { targetFormat: 'truetype' });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const { font, subset } of pdfFontFaces) {
    const bytes = await pdfFontSubset(font);
    await writeFile(resolve(root, subset), bytes);
    console.log(`${subset}: ${bytes.length} B`);
  }
}
