import { passkeyRegistrationOptions } from '@shared/contracts/auth/passkey-registration-options.js';
import { listPasskeys, storeChallenge } from '../data/passkeys.js';
import { defineHandler } from '../lib/handler.js';
import { newChallenge, registrationOptions } from '../lib/webauthn.js';

/** A new passkey's options; the challenge is kept hashed for 5 minutes, bound to the caller. */
export const handler = defineHandler(passkeyRegistrationOptions, async ({ caller }) => {
  const challenge = newChallenge();
  await storeChallenge(challenge, 'registration', caller.user);
  return { options: await registrationOptions(caller.user, await listPasskeys(caller.user), challenge) };
});
