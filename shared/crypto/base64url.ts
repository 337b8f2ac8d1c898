/**
 * Base64url (RFC 4648 §5) without padding, strict: only the canonical encoding of some bytes is
 * accepted (no padding, no whitespace, unused trailing bits must be zero), so that one byte
 * string has exactly one text form and a changed character never decodes to the same bytes.
 */
import type { Bytes } from './bytes';
import { CryptoError } from './errors';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const LOOKUP = new Int16Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) LOOKUP[ALPHABET.charCodeAt(i)] = i;

export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  const full = bytes.length - (bytes.length % 3);
  let i = 0;
  for (; i < full; i += 3) {
    const n = ((bytes[i] as number) << 16) | ((bytes[i + 1] as number) << 8) | (bytes[i + 2] as number);
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]! + ALPHABET[(n >> 6) & 63]! + ALPHABET[n & 63]!;
  }
  const rest = bytes.length - full;
  if (rest === 1) {
    const n = (bytes[i] as number) << 16;
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]!;
  } else if (rest === 2) {
    const n = ((bytes[i] as number) << 16) | ((bytes[i + 1] as number) << 8);
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]! + ALPHABET[(n >> 6) & 63]!;
  }
  return out;
}

function sextet(text: string, index: number): number {
  const code = text.charCodeAt(index);
  const value = code < 128 ? (LOOKUP[code] as number) : -1;
  if (value < 0) throw new CryptoError('MALFORMED', `invalid base64url character at ${index}`);
  return value;
}

/** Decodes canonical unpadded base64url; anything else throws CryptoError('MALFORMED'). */
export function fromBase64Url(text: string): Bytes {
  if (typeof text !== 'string') throw new CryptoError('MALFORMED', 'base64url value is not a string');
  const rest = text.length % 4;
  if (rest === 1) throw new CryptoError('MALFORMED', 'invalid base64url length');
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  const full = text.length - rest;
  let o = 0;
  for (let i = 0; i < full; i += 4) {
    const n = (sextet(text, i) << 18) | (sextet(text, i + 1) << 12) | (sextet(text, i + 2) << 6) | sextet(text, i + 3);
    out[o++] = (n >> 16) & 255;
    out[o++] = (n >> 8) & 255;
    out[o++] = n & 255;
  }
  if (rest === 2) {
    const a = sextet(text, full);
    const b = sextet(text, full + 1);
    if ((b & 15) !== 0) throw new CryptoError('MALFORMED', 'non-canonical base64url ending');
    out[o++] = ((a << 2) | (b >> 4)) & 255;
  } else if (rest === 3) {
    const a = sextet(text, full);
    const b = sextet(text, full + 1);
    const c = sextet(text, full + 2);
    if ((c & 3) !== 0) throw new CryptoError('MALFORMED', 'non-canonical base64url ending');
    out[o++] = ((a << 2) | (b >> 4)) & 255;
    out[o++] = ((b << 4) | (c >> 2)) & 255;
  }
  return out;
}

/** Byte length that `text` decodes to, without decoding (no validation). */
export function base64UrlByteLength(text: string): number {
  return Math.floor((text.length * 3) / 4);
}
