import { authTexts } from '@shared/messages/auth.js';
import type { StaffUser } from '../data/staff-users.js';
import { authKeyMatches } from '../lib/credentials.js';
import { HttpError } from '../lib/http-error.js';
import { startPasswordCheck } from './login-flow.js';

/**
 * A change of one's own sign-in proven by the current password (its login secret), under the
 * login's failure limits: a wrong one is refused at its field and counted.
 */
export async function proveCurrentPassword(
  caller: { user: StaffUser; clientIp: string },
  currentAuthKey: string,
): Promise<void> {
  const { user } = caller;
  const check = await startPasswordCheck(user.email, caller.clientIp);
  if (!user.credentials || !authKeyMatches(user.credentials.authVerifier, currentAuthKey)) {
    throw new HttpError('VALIDATION_FAILED', authTexts.wrongCurrentPassword, {
      fields: { currentAuthKey: authTexts.wrongCurrentPassword },
      ...check.failure(),
    });
  }
  await check.succeeded();
}
