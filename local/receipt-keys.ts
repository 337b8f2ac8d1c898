import { createPrivateKey, generateKeyPairSync, sign } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { receiptKeyId } from '@shared/receipts/receipt-keys.js';
import { keyValidAt } from '@shared/receipts/receipt-keys.js';
import { ZLocalReceiptKeys, type LocalReceiptKey, type ReceiptSigner } from '../functions/adapters/receipt-keys.js';

/**
 * The local receipt signing keys (docs/security.md §6.8): a file made on the first start (in
 * `.data/`, kept between restarts like the rest of the local data), holding every key made so far;
 * the last one signs. In AWS the key lives in KMS instead (functions/adapters/receipt-keys.ts).
 */
async function newKey(validFrom: string): Promise<LocalReceiptKey> {
  const { privateKey } = generateKeyPairSync('ed25519');
  const jwk = privateKey.export({ format: 'jwk' });
  const x = jwk.x!;
  return {
    kty: 'OKP',
    crv: 'Ed25519',
    alg: 'EdDSA',
    use: 'sig',
    kid: await receiptKeyId(new Uint8Array(Buffer.from(x, 'base64url'))),
    x,
    d: jwk.d!,
    validFrom,
    validUntil: null,
  };
}

const readKeys = async (file: string) => ZLocalReceiptKeys.parse(JSON.parse(await readFile(file, 'utf8'))).keys;

const writeKeys = async (file: string, keys: LocalReceiptKey[]) => {
  await mkdir(dirname(file), { recursive: true });
  // Readable by its owner only, as a private key should be.
  await writeFile(file, `${JSON.stringify({ keys }, null, 2)}\n`, { mode: 0o600 });
};

/** Makes the key file with one key valid from now, unless it exists. */
export async function ensureLocalReceiptKeys(file: string, now: Date = new Date()): Promise<void> {
  if (existsSync(file)) {
    await readKeys(file);
    return;
  }
  await writeKeys(file, [await newKey(now.toISOString())]);
}

/**
 * Rotation: the signing key's period ends now and a new key signs from now on. The old key stays
 * in the file, so it stays published and what it signed stays verifiable.
 */
export async function rotateLocalReceiptKey(file: string, now: Date = new Date()): Promise<LocalReceiptKey> {
  const at = now.toISOString();
  const keys = (await readKeys(file)).map((key) => (key.validUntil === null ? { ...key, validUntil: at } : key));
  const next = await newKey(at);
  await writeKeys(file, [...keys, next]);
  return next;
}

/**
 * The demo seed's history (local only): reports dated before the first key's period get their
 * receipts from a key that was valid then, as a deployment's earlier (rotated) key would have
 * signed them. Adds, unless one covers `from` already, a key valid from `from` until the first
 * key's start, before it in the file (the last key still signs).
 */
export async function ensureLocalReceiptKeyFrom(file: string, from: Date): Promise<void> {
  const keys = await readKeys(file);
  const first = keys[0]!;
  if (Date.parse(first.validFrom) <= from.getTime()) return;
  const earlier = { ...(await newKey(from.toISOString())), validUntil: first.validFrom };
  await writeKeys(file, [earlier, ...keys]);
}

/** A signer with the local key that was valid at `at` (the seed's history). */
export async function localReceiptSignerAt(file: string, at: string): Promise<ReceiptSigner> {
  const key = (await readKeys(file)).find((candidate) => keyValidAt(candidate, at));
  if (!key) throw new Error(`No local receipt key was valid at ${at}`);
  const privateKey = createPrivateKey({ key: { kty: 'OKP', crv: 'Ed25519', x: key.x, d: key.d }, format: 'jwk' });
  return { kid: key.kid, sign: (data) => Promise.resolve(new Uint8Array(sign(null, data, privateKey))) };
}
