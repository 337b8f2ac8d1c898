import { createPrivateKey, sign } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { GetPublicKeyCommand, SignCommand } from '@aws-sdk/client-kms';
import * as z from 'zod';
import { receiptKeyId, ZReceiptKey, type ReceiptKey, type ReceiptKeys } from '@shared/receipts/receipt-keys.js';
import { optionalEnv, requireEnv } from '../lib/env.js';
import { kmsClient } from './kms.js';

/**
 * The receipt signing key (docs/security.md §6.8). In AWS an Ed25519 key in KMS
 * (`RECEIPT_KMS_KEY_ID`, ECC_NIST_EDWARDS25519): the private key never leaves KMS and only the
 * finalising functions may `kms:Sign` with it; the keys it replaced stay published from
 * `RECEIPT_RETIRED_KEYS` (a JSON array of published keys with their end). Locally a key file
 * (`RECEIPT_KEYS_FILE`, made in `.data/` on the first start, local/receipt-keys.ts) holding every
 * key made so far, the last one signing.
 */
export interface ReceiptSigner {
  kid: string;
  sign(data: Uint8Array): Promise<Uint8Array>;
}

/** A local key: its published half and its private seed (base64url, 32 bytes). */
export const ZLocalReceiptKey = z.object({ ...ZReceiptKey.shape, d: z.string() });
export type LocalReceiptKey = z.infer<typeof ZLocalReceiptKey>;
export const ZLocalReceiptKeys = z.object({ keys: z.array(ZLocalReceiptKey).min(1) });

/** Only the published members: a local key file's private seed never leaves this module. */
const published = ({ kty, crv, alg, use, kid, x, validFrom, validUntil }: ReceiptKey): ReceiptKey => ({
  kty,
  crv,
  alg,
  use,
  kid,
  x,
  validFrom,
  validUntil,
});

async function localKeys(file: string) {
  return ZLocalReceiptKeys.parse(JSON.parse(await readFile(file, 'utf8'))).keys;
}

/** The DER prefix of an Ed25519 SubjectPublicKeyInfo (RFC 8410): the raw key is the 32 bytes after it. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

let kmsKey: Promise<ReceiptKey> | undefined;

/** The KMS key's published half, read once per function instance. */
function currentKmsKey(keyId: string): Promise<ReceiptKey> {
  kmsKey ??= (async () => {
    const { PublicKey } = await kmsClient().send(new GetPublicKeyCommand({ KeyId: keyId }));
    const spki = Buffer.from(PublicKey ?? new Uint8Array());
    if (spki.length !== 44 || !spki.subarray(0, 12).equals(ED25519_SPKI_PREFIX))
      throw new Error('the receipt key in KMS is not an Ed25519 key');
    const raw = new Uint8Array(spki.subarray(12));
    return {
      kty: 'OKP',
      crv: 'Ed25519',
      alg: 'EdDSA',
      use: 'sig',
      kid: await receiptKeyId(raw),
      x: Buffer.from(raw).toString('base64url'),
      validFrom: requireEnv('RECEIPT_KEY_VALID_FROM'),
      validUntil: null,
    } satisfies ReceiptKey;
  })().catch((error: unknown) => {
    kmsKey = undefined;
    throw error;
  });
  return kmsKey;
}

const retiredKeys = (): ReceiptKey[] =>
  z.array(ZLocalReceiptKey.omit({ d: true })).parse(JSON.parse(optionalEnv('RECEIPT_RETIRED_KEYS') ?? '[]'));

/** The key that signs receipts now. */
export async function receiptSigner(): Promise<ReceiptSigner> {
  const kmsKeyId = optionalEnv('RECEIPT_KMS_KEY_ID');
  if (kmsKeyId) {
    const { kid } = await currentKmsKey(kmsKeyId);
    return {
      kid,
      sign: async (data) => {
        const { Signature } = await kmsClient().send(
          new SignCommand({ KeyId: kmsKeyId, Message: data, MessageType: 'RAW', SigningAlgorithm: 'ED25519_SHA_512' }),
        );
        if (!Signature) throw new Error('KMS answered no signature');
        return Signature;
      },
    };
  }
  const keys = await localKeys(localKeysFile());
  const current = keys.at(-1)!;
  const privateKey = createPrivateKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: current.x, d: current.d },
    format: 'jwk',
  });
  return { kid: current.kid, sign: (data) => Promise.resolve(new Uint8Array(sign(null, data, privateKey))) };
}

/** Every key that signed or signs receipts, with its period: what `/.well-known/ostoja-receipt-keys.json` lists. */
export async function publishedReceiptKeys(): Promise<ReceiptKeys> {
  const kmsKeyId = optionalEnv('RECEIPT_KMS_KEY_ID');
  if (kmsKeyId) return { keys: [...retiredKeys(), await currentKmsKey(kmsKeyId)].map(published) };
  return { keys: (await localKeys(localKeysFile())).map(published) };
}

function localKeysFile(): string {
  const file = optionalEnv('RECEIPT_KEYS_FILE');
  if (!file) throw new Error('Neither RECEIPT_KMS_KEY_ID nor RECEIPT_KEYS_FILE is set: no receipt signing key');
  return file;
}
