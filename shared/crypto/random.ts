/** Access to WebCrypto (browser and Node ≥ 20 alike) and the CSPRNG. */
import type { Bytes } from './bytes';
import { CryptoError } from './errors';

/**
 * `crypto.subtle`, or a clear error where it is missing (an insecure http:// page, an old
 * browser). Looked up at call time, so importing this module never throws.
 */
export function subtle(): SubtleCrypto {
  const value = globalThis.crypto?.subtle;
  if (!value)
    throw new CryptoError('UNSUPPORTED_ENVIRONMENT', 'globalThis.crypto.subtle is unavailable (insecure context?)');
  return value;
}

export function randomBytes(length: number): Bytes {
  const c = globalThis.crypto;
  if (!c?.getRandomValues) throw new CryptoError('UNSUPPORTED_ENVIRONMENT', 'crypto.getRandomValues is unavailable');
  const out = new Uint8Array(length);
  // getRandomValues fills at most 65536 bytes per call.
  for (let offset = 0; offset < length; offset += 65536) {
    c.getRandomValues(out.subarray(offset, Math.min(length, offset + 65536)));
  }
  return out;
}

/** `count` uniformly random indices in [0, size), size ≤ 256 (rejection sampling, no modulo bias). */
export function randomIndices(count: number, size: number): number[] {
  if (!Number.isInteger(size) || size < 1 || size > 256)
    throw new CryptoError('INVALID_ARGUMENT', 'alphabet size out of range');
  const limit = 256 - (256 % size);
  const out: number[] = [];
  while (out.length < count) {
    for (const byte of randomBytes(count * 2)) {
      if (byte < limit) out.push(byte % size);
      if (out.length === count) break;
    }
  }
  return out;
}
