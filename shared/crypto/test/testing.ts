/**
 * Helpers for the crypto tests (Node and the browser self-test): test support, never imported by production code.
 */
import { fromBase64Url, toBase64Url } from '../base64url';
import { CryptoError, type CryptoErrorCode } from '../errors';

/** Small Argon2id parameters for tests; the envelopes record them, so readers use them too. */
export const FAST_ARGON2 = { m: 1024, t: 1, p: 1 } as const;

/** Resolves to the CryptoError `run` rejected with; fails when it resolves or throws something else. */
export async function cryptoErrorOf(run: () => Promise<unknown>): Promise<CryptoError> {
  let result: unknown;
  try {
    result = await run();
  } catch (error) {
    if (error instanceof CryptoError) return error;
    throw new Error(`expected a CryptoError, got ${String(error)}`, { cause: error });
  }
  throw new Error(`expected a CryptoError, but it succeeded with ${String(result)}`);
}

export interface Mutation {
  description: string;
  value: Record<string, unknown>;
}

function isBase64UrlField(name: string): boolean {
  return ['epk', 'iv', 'ct', 'salt'].includes(name);
}

/**
 * Every single-field change of an envelope: each byte of each base64url field flipped (one bit,
 * and all bits), each field one byte shorter and longer, each number ±1, each other string with
 * one character changed, each field removed, an extra field.
 */
export function envelopeMutations(envelope: Record<string, unknown>): Mutation[] {
  const out: Mutation[] = [];
  const withField = (field: string, value: unknown, description: string) =>
    out.push({ description: `${field}: ${description}`, value: { ...envelope, [field]: value } });
  for (const [field, value] of Object.entries(envelope)) {
    if (typeof value === 'string' && isBase64UrlField(field)) {
      const bytes = fromBase64Url(value);
      for (let i = 0; i < bytes.length; i++) {
        for (const mask of [0x01, 0xff]) {
          const copy = bytes.slice();
          copy[i] = (copy[i] as number) ^ mask;
          withField(field, toBase64Url(copy), `byte ${i} ^ 0x${mask.toString(16)}`);
        }
      }
      withField(field, toBase64Url(bytes.subarray(0, bytes.length - 1)), 'one byte shorter');
      const longer = new Uint8Array(bytes.length + 1);
      longer.set(bytes);
      withField(field, toBase64Url(longer), 'one byte longer');
    } else if (typeof value === 'number') {
      withField(field, value + 1, '+1');
      withField(field, value - 1, '−1');
      withField(field, String(value), 'as a string');
    } else if (typeof value === 'string') {
      for (let i = 0; i < value.length; i++) {
        const ch = value[i] === 'A' ? 'B' : 'A';
        withField(field, value.slice(0, i) + ch + value.slice(i + 1), `character ${i} changed`);
      }
    }
    const { [field]: _removed, ...rest } = envelope;
    out.push({ description: `${field}: removed`, value: rest });
  }
  out.push({ description: 'extra field', value: { ...envelope, x: 'AAAA' } });
  return out;
}

/** Each character of the JSON text replaced by another (the envelope read from its JSON text). */
export function jsonCharacterMutations(envelope: object): string[] {
  const text = JSON.stringify(envelope);
  const out: string[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] === 'A' ? 'B' : text[i] === '1' ? '2' : 'A';
    out.push(text.slice(0, i) + ch + text.slice(i + 1));
  }
  return out;
}

/** Runs `open` on every mutation; returns the ones that did not fail with an allowed CryptoError. */
export async function survivingMutations(
  mutations: Array<{ description: string; value: unknown }>,
  open: (value: unknown) => Promise<unknown>,
  allowed: readonly CryptoErrorCode[],
): Promise<string[]> {
  const survivors: string[] = [];
  for (const mutation of mutations) {
    try {
      await open(mutation.value);
      survivors.push(`${mutation.description}: accepted`);
    } catch (error) {
      if (!(error instanceof CryptoError)) survivors.push(`${mutation.description}: ${String(error)}`);
      else if (!allowed.includes(error.code)) survivors.push(`${mutation.description}: ${error.code}`);
    }
  }
  return survivors;
}

/**
 * Index of the first difference between two byte arrays (-1 when equal, the shorter length when
 * one is a prefix). Use instead of toEqual on large arrays, which compares element by element
 * through the generic equality and takes seconds per megabyte.
 */
export function firstDifference(a: Uint8Array, b: Uint8Array): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) if (a[i] !== b[i]) return i;
  return a.length === b.length ? -1 : length;
}
