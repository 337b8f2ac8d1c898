/**
 * Crockford base32 (digits and letters without I, L, O, U), used for texts people read, type and
 * dictate: the reporter identifier and the recovery key. Decoding is forgiving the way Crockford
 * intends: case-insensitive, O→0, I/L→1, dashes and spaces ignored.
 */

export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Canonical Crockford text: upper case, look-alikes mapped, separators removed. Not validated. */
export function normaliseCrockford(input: string): string {
  return input
    .toUpperCase()
    .replace(/[\s\-_.]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

/** Characters of `text` not in the alphabet (after normalisation), or an empty list. */
export function invalidCrockfordCharacters(text: string): string[] {
  return [...text].filter((ch) => !CROCKFORD_ALPHABET.includes(ch));
}

/** Big-endian bit packing: each byte's bits, most significant first, 5 per character, zero-padded. */
export function encodeCrockford(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += CROCKFORD_ALPHABET[(buffer >> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += CROCKFORD_ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

/**
 * Inverse of encodeCrockford for canonical text; returns undefined on an invalid character or
 * when the padding bits are not zero.
 */
export function decodeCrockford(text: string, byteLength: number): Uint8Array<ArrayBuffer> | undefined {
  if (text.length !== Math.ceil((byteLength * 8) / 5)) return undefined;
  const out = new Uint8Array(byteLength);
  let buffer = 0;
  let bits = 0;
  let o = 0;
  for (const ch of text) {
    const value = CROCKFORD_ALPHABET.indexOf(ch);
    if (value < 0) return undefined;
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      if (o < byteLength) out[o++] = (buffer >> (bits - 8)) & 255;
      bits -= 8;
      buffer &= (1 << bits) - 1;
    }
  }
  if (buffer !== 0) return undefined;
  return out;
}

/** `ABCDEFGHIJ` → `ABCD-EFGH-IJ`. */
export function groupText(text: string, size: number, separator = '-'): string {
  const groups: string[] = [];
  for (let i = 0; i < text.length; i += size) groups.push(text.slice(i, i + size));
  return groups.join(separator);
}
