import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { DecryptCommand, GenerateDataKeyCommand } from '@aws-sdk/client-kms';
import * as z from 'zod';
import { optionalEnv, requireEnv } from '../lib/env.js';
import { kmsClient } from './kms.js';

/**
 * A small secret sealed under a server-side key (docs/security.md §6.7): AES-256-GCM under a data
 * key of its own. In AWS the data key comes from the purpose's KMS key (`kms:GenerateDataKey`
 * granted only to the routes that seal, `kms:Decrypt` only to those that open) and is stored
 * wrapped by KMS, bound to its owner by the encryption context. Locally the data key is wrapped
 * with a key kept in `.data/` (base64url, made on the first start: what is sealed outlives a
 * restart). The same owner binding is the AES-GCM AAD.
 */
export const ZSealed = z.object({
  v: z.literal(1),
  /** `kms`: the data key wrapped by KMS; `local`: wrapped with the local key (iv ‖ ciphertext ‖ tag). */
  keyBy: z.enum(['kms', 'local']),
  wrappedKey: z.string(),
  iv: z.string(),
  ct: z.string(),
});
export type Sealed = z.infer<typeof ZSealed>;

/** What a sealed value is bound to: its tenant and the one item it belongs to, in this order. */
type Owner = Readonly<Record<string, string>>;

interface SealPurpose {
  /** In the KMS encryption context and the AAD. */
  name: string;
  /** The environment variable naming the KMS key (AWS). */
  kmsKeyEnv: string;
  /** The environment variable holding the local key (`npm start`, tests). */
  localKeyEnv: string;
}

function gcmSeal(key: Uint8Array, plaintext: Uint8Array, additional: Uint8Array) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(additional);
  const ct = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  return { iv, ct };
}

function gcmOpen(key: Uint8Array, iv: Uint8Array, sealed: Buffer, additional: Uint8Array): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(additional);
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
}

/** Seal and open for one purpose, each value bound to its owner. */
export function serverSeal(purpose: SealPurpose) {
  const context = (owner: Owner) => ({ purpose: purpose.name, ...owner });
  const aad = (owner: Owner) => Buffer.from(`ostoja/v1/${Object.values(owner).join('/')}/${purpose.name}`);
  const localKey = () => Buffer.from(requireEnv(purpose.localKeyEnv), 'base64url');

  async function newDataKey(owner: Owner) {
    const kmsKeyId = optionalEnv(purpose.kmsKeyEnv);
    if (kmsKeyId) {
      const { Plaintext, CiphertextBlob } = await kmsClient().send(
        new GenerateDataKeyCommand({ KeyId: kmsKeyId, KeySpec: 'AES_256', EncryptionContext: context(owner) }),
      );
      if (!Plaintext || !CiphertextBlob) throw new Error('KMS answered no data key');
      return {
        plaintext: Plaintext,
        wrapped: Buffer.from(CiphertextBlob).toString('base64url'),
        keyBy: 'kms' as const,
      };
    }
    const plaintext = randomBytes(32);
    const { iv, ct } = gcmSeal(localKey(), plaintext, aad(owner));
    return { plaintext, wrapped: Buffer.concat([iv, ct]).toString('base64url'), keyBy: 'local' as const };
  }

  async function openDataKey(sealed: Sealed, owner: Owner): Promise<Uint8Array> {
    const wrapped = Buffer.from(sealed.wrappedKey, 'base64url');
    if (sealed.keyBy === 'local') return gcmOpen(localKey(), wrapped.subarray(0, 12), wrapped.subarray(12), aad(owner));
    const { Plaintext } = await kmsClient().send(
      new DecryptCommand({
        KeyId: requireEnv(purpose.kmsKeyEnv),
        CiphertextBlob: wrapped,
        EncryptionContext: context(owner),
      }),
    );
    if (!Plaintext) throw new Error('KMS answered no plaintext');
    return Plaintext;
  }

  return {
    /** Seals a value for one owner. */
    seal: async (value: string, owner: Owner): Promise<Sealed> => {
      const dataKey = await newDataKey(owner);
      const { iv, ct } = gcmSeal(dataKey.plaintext, Buffer.from(value, 'utf8'), aad(owner));
      dataKey.plaintext.fill(0);
      return {
        v: 1,
        keyBy: dataKey.keyBy,
        wrappedKey: dataKey.wrapped,
        iv: iv.toString('base64url'),
        ct: ct.toString('base64url'),
      };
    },
    /** The value back; fails on another owner's sealed value. */
    open: async (sealed: Sealed, owner: Owner): Promise<string> => {
      const key = await openDataKey(sealed, owner);
      const value = gcmOpen(key, Buffer.from(sealed.iv, 'base64url'), Buffer.from(sealed.ct, 'base64url'), aad(owner));
      key.fill(0);
      return value.toString('utf8');
    },
  };
}
