/** Small byte helpers the cleaners share. */

export const ascii = (bytes: Uint8Array, start: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(start, start + length));

export const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean =>
  prefix.every((byte, i) => bytes[at + i] === byte);

export const asciiBytes = (text: string): number[] => Array.from(text, (c) => c.charCodeAt(0));

/** The parts joined into one array. */
export function concat(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The byte at `index`, 0 past the end (the bounds are checked where it matters). */
export const byteAt = (bytes: Uint8Array, index: number): number => bytes[index] ?? 0;
