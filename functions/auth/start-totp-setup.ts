import { startTotpSetup } from '@shared/contracts/auth/start-totp-setup.js';
import { sealTotpSecret } from '../adapters/totp-secret-key.js';
import { offerTotpSecretWrite } from '../data/totp.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { newTotpSecret, totpUri } from '../lib/totp.js';

/**
 * Settings → 'Włącz aplikację uwierzytelniającą': a new secret, kept as offered for 10 minutes.
 * It is answered only here, before it is on; once confirmed no answer carries it again.
 */
export const handler = defineHandler(startTotpSetup, async ({ caller }) => {
  const secret = newTotpSecret();
  await transact([offerTotpSecretWrite(caller.user, await sealTotpSecret(secret, caller.user))]);
  return { secret, uri: totpUri(secret, caller.user.email) };
});
