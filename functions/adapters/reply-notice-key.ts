import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { DecryptCommand, GenerateDataKeyCommand } from '@aws-sdk/client-kms';
import * as z from 'zod';
import { optionalEnv, requireEnv } from '../lib/env.js';
import { kmsClient } from './kms.js';

/**
 * The reporter's notice address, sealed under a server-side key (docs/security.md §6.7): AES-256-GCM
 * under a data key of its own. In AWS the data key comes from KMS (`REPLY_NOTICE_KMS_KEY_ID`,
 * `kms:GenerateDataKey` granted only to the route that stores a notice, `kms:Decrypt` only to
 * the notifier job) and is stored wrapped by KMS, bound to the report by the encryption context.
 * Locally the data key is wrapped with a key kept in `.data/` (`REPLY_NOTICE_KEY`, base64url, made
 * on the first start: a notice outlives a restart). The same report binding is the AES-GCM AAD.
 */
export const ZSealedAddress = z.object({
  v: z.literal(1),
  /** `kms`: the data key wrapped by KMS; `local`: wrapped with the local key (iv ‖ ciphertext ‖ tag). */
  keyBy: z.enum(['kms', 'local']),
  wrappedKey: z.string(),
  iv: z.string(),
  ct: z.string(),
});
export type SealedAddress = z.infer<typeof ZSealedAddress>;

interface Owner {
  tenantId: string;
  reportId: string;
}

const context = ({ tenantId, reportId }: Owner) => ({ purpose: 'reply-notice', tenantId, reportId });
const aad = (owner: Owner) => Buffer.from(`ostoja/v1/${owner.tenantId}/${owner.reportId}/reply-notice`);

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

const localKey = () => Buffer.from(requireEnv('REPLY_NOTICE_KEY'), 'base64url');

async function newDataKey(owner: Owner): Promise<{ plaintext: Uint8Array; wrapped: string; keyBy: 'kms' | 'local' }> {
  const kmsKeyId = optionalEnv('REPLY_NOTICE_KMS_KEY_ID');
  if (kmsKeyId) {
    const { Plaintext, CiphertextBlob } = await kmsClient().send(
      new GenerateDataKeyCommand({ KeyId: kmsKeyId, KeySpec: 'AES_256', EncryptionContext: context(owner) }),
    );
    if (!Plaintext || !CiphertextBlob) throw new Error('KMS answered no data key');
    return { plaintext: Plaintext, wrapped: Buffer.from(CiphertextBlob).toString('base64url'), keyBy: 'kms' };
  }
  const plaintext = randomBytes(32);
  const { iv, ct } = gcmSeal(localKey(), plaintext, aad(owner));
  return { plaintext, wrapped: Buffer.concat([iv, ct]).toString('base64url'), keyBy: 'local' };
}

async function openDataKey(sealed: SealedAddress, owner: Owner): Promise<Uint8Array> {
  const wrapped = Buffer.from(sealed.wrappedKey, 'base64url');
  if (sealed.keyBy === 'local') return gcmOpen(localKey(), wrapped.subarray(0, 12), wrapped.subarray(12), aad(owner));
  const { Plaintext } = await kmsClient().send(
    new DecryptCommand({
      KeyId: requireEnv('REPLY_NOTICE_KMS_KEY_ID'),
      CiphertextBlob: wrapped,
      EncryptionContext: context(owner),
    }),
  );
  if (!Plaintext) throw new Error('KMS answered no plaintext');
  return Plaintext;
}

/** Seals an address for one report. */
export async function sealNoticeAddress(address: string, owner: Owner): Promise<SealedAddress> {
  const dataKey = await newDataKey(owner);
  const { iv, ct } = gcmSeal(dataKey.plaintext, Buffer.from(address, 'utf8'), aad(owner));
  dataKey.plaintext.fill(0);
  return {
    v: 1,
    keyBy: dataKey.keyBy,
    wrappedKey: dataKey.wrapped,
    iv: iv.toString('base64url'),
    ct: ct.toString('base64url'),
  };
}

/** The address back, for the notifier job alone; fails on another report's sealed address. */
export async function openNoticeAddress(sealed: SealedAddress, owner: Owner): Promise<string> {
  const key = await openDataKey(sealed, owner);
  const address = gcmOpen(key, Buffer.from(sealed.iv, 'base64url'), Buffer.from(sealed.ct, 'base64url'), aad(owner));
  key.fill(0);
  return address.toString('utf8');
}
