/** Byte helpers shared by the crypto modules (universal: browser and Node, no Buffer). */

/** A Uint8Array backed by a plain ArrayBuffer: what WebCrypto accepts as a BufferSource. */
export type Bytes = Uint8Array<ArrayBuffer>;

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

export function utf8(text: string): Bytes {
  return encoder.encode(text);
}

/** Strict UTF-8 decoding: invalid sequences throw instead of becoming U+FFFD. */
export function fromUtf8(bytes: Uint8Array): string {
  return decoder.decode(bytes);
}

/** The same bytes as a WebCrypto-acceptable view; copies only when backed by a SharedArrayBuffer. */
export function bufferSource(bytes: Uint8Array): Bytes {
  if (bytes.buffer instanceof ArrayBuffer) return bytes as Bytes;
  return new Uint8Array(bytes);
}

export function concatBytes(...parts: Uint8Array[]): Bytes {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Equality in time independent of where the first difference is. */
export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] as number) ^ (b[i] as number);
  return diff === 0;
}
