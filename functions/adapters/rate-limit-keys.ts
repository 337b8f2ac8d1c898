import { createHmac } from 'node:crypto';
import { GenerateMacCommand } from '@aws-sdk/client-kms';
import { requireEnv, optionalEnv } from '../lib/env.js';
import { kmsClient } from './kms.js';

/**
 * What a rate-limit bucket stores of its subject (a client address, an e-mail): a keyed hash, so
 * the table alone never gives the subject back (an unkeyed SHA-256 of an IPv4 address falls to
 * 2³² guesses; docs/security.md §6.4). In AWS an HMAC key in KMS (`RATE_LIMIT_KMS_KEY_ID`,
 * HMAC_256): the key never leaves KMS, only the functions that count attempts may
 * `kms:GenerateMac` with it, and each guess would be a logged KMS request. Locally a key made for
 * each run of the runtime (`RATE_LIMIT_KEY`, base64url), as a bucket lives at most an hour.
 */
export async function subjectDigest(subject: string): Promise<string> {
  const known = digests.get(subject);
  if (known) return known;
  const kmsKeyId = optionalEnv('RATE_LIMIT_KMS_KEY_ID');
  const digest = kmsKeyId ? await kmsDigest(kmsKeyId, subject) : localDigest(subject);
  remember(subject, digest);
  return digest;
}

async function kmsDigest(keyId: string, subject: string): Promise<string> {
  const { Mac } = await kmsClient().send(
    new GenerateMacCommand({ KeyId: keyId, MacAlgorithm: 'HMAC_SHA_256', Message: Buffer.from(subject) }),
  );
  if (!Mac) throw new Error('KMS answered no MAC');
  return Buffer.from(Mac).toString('base64url');
}

const localDigest = (subject: string): string =>
  createHmac('sha256', Buffer.from(requireEnv('RATE_LIMIT_KEY'), 'base64url'))
    .update(subject)
    .digest('base64url');

/**
 * The digests this function instance made last, so that the attempts of one request (its address,
 * its e-mail, both) and of the requests that follow cost one KMS call each, not one per count.
 */
const digests = new Map<string, string>();
const REMEMBERED = 1000;

function remember(subject: string, digest: string): void {
  if (digests.size >= REMEMBERED) digests.delete(digests.keys().next().value!);
  digests.set(subject, digest);
}
