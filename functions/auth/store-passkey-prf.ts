import { storePasskeyPrf } from '@shared/contracts/auth/store-passkey-prf.js';
import { passkeyTexts } from '@shared/messages/passkeys.js';
import { storePasskeyPrfWrite } from '../data/passkeys.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { notFound } from '../lib/http-error.js';
import { proveCurrentPassword } from './current-password.js';

/**
 * Keeps the private key wrapped for a passkey's PRF output, proven by the password (under the
 * login's failure limits). The server cannot open the envelope; it records which key it wraps.
 */
export const handler = defineHandler(storePasskeyPrf, async ({ params, body, caller }) => {
  const { user } = caller;
  if (!user.passkeyIds?.has(params.passkeyId) || !user.credentials) throw notFound(passkeyTexts.notFound);
  await proveCurrentPassword(caller, body.currentAuthKey);
  await transact([
    storePasskeyPrfWrite(user, params.passkeyId, {
      wrappedPrivateKey: body.wrappedPrivateKey,
      kid: user.credentials.kid,
    }),
  ]);
  return { ok: true as const };
});
