import { registerPasskey } from '@shared/contracts/auth/register-passkey.js';
import { toBase64Url } from '@shared/crypto/base64url.js';
import { passkeyTexts } from '@shared/messages/passkeys.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { addPasskeyWrites, consumeChallenge, passkeyIdOf, type StoredPasskey } from '../data/passkeys.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { HttpError } from '../lib/http-error.js';
import { challengeOf, verifiedRegistration } from '../lib/webauthn.js';
import { proveCurrentPassword } from './current-password.js';
import { passkeyView } from './passkey-views.js';

/**
 * Adds a passkey: the current password first (under the login's failure limits), then the
 * challenge taken for good, then the attestation verified (origin, RP ID, challenge, user
 * verification). The PRF envelope the browser brings is kept as it is: the server cannot open it.
 */
export const handler = defineHandler(registerPasskey, async ({ body, caller }) => {
  const { user } = caller;
  await proveCurrentPassword(caller, body.currentAuthKey);
  const challenge = challengeOf(body.response.response.clientDataJSON);
  const taken = challenge ? await consumeChallenge(challenge, ['registration']) : null;
  if (!challenge || !taken || taken.tenantId !== user.tenantId || taken.userId !== user.userId)
    throw new HttpError('CONFLICT', passkeyTexts.challengeExpired);
  const registration = await verifiedRegistration(body.response, challenge);
  if (!registration || !user.credentials) throw new HttpError('VALIDATION_FAILED', passkeyTexts.verificationFailed);
  const { credential } = registration;
  const passkey: StoredPasskey = {
    passkeyId: passkeyIdOf(credential.id),
    tenantId: user.tenantId,
    userId: user.userId,
    name: body.name,
    credentialId: credential.id,
    publicKey: toBase64Url(credential.publicKey),
    counter: credential.counter,
    ...(credential.transports ? { transports: credential.transports } : {}),
    createdAt: new Date().toISOString(),
    lastUsedAt: null,
    prf: body.wrappedPrivateKey ? { wrappedPrivateKey: body.wrappedPrivateKey, kid: user.credentials.kid } : null,
  };
  await transact([...addPasskeyWrites(passkey), logEntryWrite(byStaff(caller), 'passkey.added', passkey.name)]);
  return passkeyView(passkey, user);
});
