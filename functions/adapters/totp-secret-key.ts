import * as z from 'zod';
import { serverSeal, ZSealed, type Sealed } from './server-seal.js';

/**
 * A staff user's authenticator secret, sealed under a server-side key (docs/security.md §12.2):
 * the KMS key `TOTP_KMS_KEY_ID` in AWS (sealing granted only to the routes that offer a secret,
 * opening only to those that check a code), `TOTP_KEY` locally; bound to the user. A copy of the
 * table alone then gives no one the codes.
 */
const totpSeal = serverSeal({ name: 'totp', kmsKeyEnv: 'TOTP_KMS_KEY_ID', localKeyEnv: 'TOTP_KEY' });

interface Owner {
  tenantId: string;
  userId: string;
}

/**
 * A secret as stored: sealed, or (set up before sealing began, decision 297) the base32 text,
 * read as it is until the app is set up again.
 */
export const ZStoredTotpSecret = z.union([ZSealed, z.string()]);
export type StoredTotpSecret = z.infer<typeof ZStoredTotpSecret>;

export const sealTotpSecret = (secret: string, { tenantId, userId }: Owner): Promise<Sealed> =>
  totpSeal.seal(secret, { tenantId, userId });

export const openTotpSecret = async (stored: StoredTotpSecret, { tenantId, userId }: Owner): Promise<string> =>
  typeof stored === 'string' ? stored : totpSeal.open(stored, { tenantId, userId });
