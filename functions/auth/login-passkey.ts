import { loginPasskey } from '@shared/contracts/auth/login-passkey.js';
import { authRateLimits } from '@shared/domain/auth.js';
import { isActiveStaffUser } from '@shared/domain/staff-user.js';
import { authTexts } from '@shared/messages/auth.js';
import { passkeyTexts } from '@shared/messages/passkeys.js';
import { consumeChallenge, getPasskey, passkeyIdOf, usePasskeyWrite } from '../data/passkeys.js';
import { getStaffUser, recordLoginWrite } from '../data/staff-users.js';
import { defineHandler, Reply } from '../lib/handler.js';
import { forbidden, HttpError } from '../lib/http-error.js';
import { log } from '../lib/logger.js';
import { consumeRateLimit } from '../lib/rate-limit.js';
import { challengeOf, counterWentBack, verifiedAssertion } from '../lib/webauthn.js';
import { startPasswordCheck, startSession } from './login-flow.js';
import { currentPrf } from './passkey-views.js';

const refused = (message: string, more = {}) => new HttpError('UNAUTHENTICATED', message, more);

/**
 * A passkey's assertion, either 'Zaloguj kluczem dostępu' (a challenge bound to nobody) or the
 * second factor after the password (a challenge bound to that user). The challenge is taken for
 * good before anything else, so an assertion works once; then the passkey must be known and, for
 * a second factor, the user's own; the signature, origin, RP ID and user verification are
 * checked, and a counter going backwards is refused as a possible copy of the authenticator. A
 * failure on a known account counts toward its login failures, and a paused account is refused
 * as at the password (docs/security.md §12.3). The counter is written under the condition that it
 * is still the one verified against, in the transaction that starts the session.
 */
export const handler = defineHandler(loginPasskey, async ({ body, caller }) => {
  await consumeRateLimit(authRateLimits.loginPerClient, caller.clientIp);
  const challenge = challengeOf(body.response.response.clientDataJSON);
  const taken = challenge ? await consumeChallenge(challenge, ['sign-in', 'second-factor']) : null;
  if (!challenge || !taken) throw refused(passkeyTexts.challengeExpired);
  const passkey = await getPasskey(passkeyIdOf(body.response.id));
  const secondFactor = taken.purpose === 'second-factor';
  if (!passkey || (secondFactor && (taken.tenantId !== passkey.tenantId || taken.userId !== passkey.userId)))
    throw refused(passkeyTexts.unknownPasskey);
  const user = await getStaffUser(passkey.tenantId, passkey.userId);
  if (!user || !user.passkeyIds?.has(passkey.passkeyId)) throw refused(passkeyTexts.unknownPasskey);

  const check = await startPasswordCheck(user.email, caller.clientIp);
  const assertion = await verifiedAssertion(body.response, challenge, passkey);
  if (!assertion) throw refused(passkeyTexts.verificationFailed, check.failure());
  if (counterWentBack(passkey.counter, assertion.newCounter)) {
    log.warn('passkey refused: its signature counter went back (possibly a cloned authenticator)', {
      tenantId: user.tenantId,
      userId: user.userId,
      passkeyId: passkey.passkeyId,
      storedCounter: passkey.counter,
      receivedCounter: assertion.newCounter,
    });
    throw refused(passkeyTexts.possiblyCloned, check.failure());
  }
  await check.succeeded();
  if (!isActiveStaffUser(user)) throw forbidden(authTexts.accountInactive);

  const prf = currentPrf(passkey, user);
  if (!secondFactor && !prf) throw refused(passkeyTexts.needsPassword);
  const started = await startSession(user, caller.clientIp, {
    writes: [usePasskeyWrite(passkey, assertion.newCounter), recordLoginWrite(user)],
    loginRecorded: true,
  });
  const unlock =
    !secondFactor && prf
      ? { wrappedPrivateKey: prf.wrappedPrivateKey, tenantId: user.tenantId, userId: user.userId }
      : null;
  return new Reply({ csrfToken: started.body.csrfToken, unlock }, started.init);
});
