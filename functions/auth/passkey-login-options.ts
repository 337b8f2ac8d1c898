import { passkeyLoginOptions } from '@shared/contracts/auth/passkey-login-options.js';
import { authRateLimits } from '@shared/domain/auth.js';
import { storeChallenge } from '../data/passkeys.js';
import { defineHandler } from '../lib/handler.js';
import { consumeRateLimit } from '../lib/rate-limit.js';
import { authenticationOptions, newChallenge } from '../lib/webauthn.js';

/** 'Zaloguj kluczem dostępu': a challenge bound to nobody (the passkey names its user). */
export const handler = defineHandler(passkeyLoginOptions, async ({ caller }) => {
  await consumeRateLimit(authRateLimits.loginPerClient, caller.clientIp);
  const challenge = newChallenge();
  await storeChallenge(challenge, 'sign-in');
  return { options: await authenticationOptions(challenge) };
});
