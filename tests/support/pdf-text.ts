import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page of a PDF, as a reader extracts it (pdf.js), pages joined by newlines. */
export async function pdfText(
  bytes: Uint8Array,
): Promise<{ text: string; pages: number; pageSizes: [number, number][] }> {
  const document = await getDocument({
    data: bytes.slice(),
    useSystemFonts: false,
    disableFontFace: true,
    isEvalSupported: false,
  }).promise;
  const texts: string[] = [];
  const pageSizes: [number, number][] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const page = await document.getPage(n);
    const [, , width, height] = page.view as [number, number, number, number];
    pageSizes.push([Math.round(width), Math.round(height)]);
    const content = await page.getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''));
  }
  await document.destroy();
  return { text: texts.join('\n'), pages: document.numPages, pageSizes };
}
