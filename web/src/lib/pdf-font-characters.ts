/**
 * The characters for which the PDFs made in the browser load a small font: Polish, Ukrainian and
 * English text with the punctuation and signs documents use. A PDF whose text has any other
 * character (a name with ß or ğ, an emoji) loads the whole font instead, so no text is dropped.
 * The subsets are made from these ranges by `tools/pdf-font-subsets.ts`.
 */
export const PDF_SUBSET_RANGES: readonly (readonly [first: number, last: number])[] = [
  [0x20, 0x7e], // ASCII
  [0xa0, 0xff], // Latin-1: §, «», ó, ü, é…
  [0x100, 0x17f], // Latin Extended-A: ą ć ę ł ń ś ź ż…
  [0x2bc, 0x2bc], // ʼ, the Ukrainian apostrophe
  [0x400, 0x45f], // Cyrillic, with every Ukrainian letter but one
  [0x490, 0x491], // Ґ ґ
  [0x2010, 0x2027], // dashes, quotation marks, bullet, ellipsis
  [0x2030, 0x203a], // per mille, primes, single guillemets
  [0x20ac, 0x20ac], // €
  [0x2116, 0x2116], // №
  [0x2122, 0x2122], // ™
  [0x2190, 0x2193], // arrows
  [0x2588, 0x2588], // █, a blacked-out passage of a redacted copy (shared/domain/redactions.ts)
];

/** Line breaks and tabs are laid out, never drawn. */
const LAID_OUT = new Set([0x09, 0x0a, 0x0d]);

const inSubset = (codePoint: number) =>
  LAID_OUT.has(codePoint) || PDF_SUBSET_RANGES.some(([first, last]) => codePoint >= first && codePoint <= last);

/** Whether the subsets have every character of `text`. */
export function coveredByPdfSubset(text: string): boolean {
  for (const character of text) if (!inSubset(character.codePointAt(0) ?? 0)) return false;
  return true;
}

/** Every character of the ranges, as the subsetter takes them. */
export function pdfSubsetCharacters(): string {
  return PDF_SUBSET_RANGES.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, offset) => String.fromCodePoint(first + offset)),
  ).join('');
}
