import { randomInt } from 'node:crypto';
import { authLifetimes, authRateLimits, maskPhone } from '@shared/domain/auth.js';
import type { ErrorBody } from '@shared/errors.js';
import { smsTexts } from '@shared/messages/sms.js';
import { sendSms } from '../adapters/sns.js';
import { asStaffUser, logEntryWrite } from '../data/audit-log.js';
import { clearAttempts } from '../data/rate-limits.js';
import { newStaffSession } from '../data/sessions.js';
import { createSmsChallenge } from '../data/sms-challenges.js';
import { getStaffUser, getStaffUserByEmail, recordLoginWrite, type StaffUser } from '../data/staff-users.js';
import { transact, type TxWrite } from '../data/transact.js';
import { authVerifier } from '../lib/credentials.js';
import { constantTimeEqual } from '../lib/hashing.js';
import { sessionCookie } from '../lib/cookies.js';
import { Reply } from '../lib/handler.js';
import { countRateLimited } from '../lib/rate-limit.js';

/**
 * A verifier no authKey matches ('!' is not base64url): compared against when the e-mail is
 * unknown, to spend the same work as a wrong password.
 */
const NO_ACCOUNT_VERIFIER = '!'.repeat(43);

/**
 * The user whose login secret matches, or null. An unknown e-mail costs the same reads and the
 * same comparison as a wrong secret, so neither the answer nor its timing tells them apart.
 */
export async function verifyLogin(email: string, authKey: string): Promise<StaffUser | null> {
  const user = (await getStaffUserByEmail(email)) ?? (await getStaffUser('none', 'none'));
  const matches = constantTimeEqual(user?.credentials?.authVerifier ?? NO_ACCOUNT_VERIFIER, authVerifier(authKey));
  return matches && user ? user : null;
}

/**
 * Starts the session of a verified user (after the second factor when there is one): cookie, CSRF
 * token, last-login time and the log entry, in one transaction. A second factor's own writes come
 * `alongside` (a code spent, a challenge ended), so none is made without the others; one of them
 * then records the login on the user item (`loginRecorded`: a transaction touches an item once).
 */
export async function startSession(
  user: StaffUser,
  clientIp: string,
  alongside: { writes: readonly TxWrite[]; loginRecorded: true } = { writes: [], loginRecorded: true },
) {
  const { sessionId, csrfToken, write } = newStaffSession(user.tenantId, user.userId);
  const recordLogin = alongside.writes.length === 0 ? [recordLoginWrite(user)] : [];
  await transact([
    ...alongside.writes,
    write,
    ...recordLogin,
    logEntryWrite(asStaffUser(user, clientIp), 'session.login'),
  ]);
  return new Reply({ step: 'session' as const, csrfToken }, { cookies: [sessionCookie(sessionId)] });
}

/** The SMS step: a 6-digit code to the user's phone; the answer shows only its last 3 digits. */
export async function startSmsStep(user: StaffUser & { phone: string }) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const challengeId = await createSmsChallenge(user.tenantId, user.userId, code);
  await sendSms(user.phone, smsTexts.loginCode(code, authLifetimes.smsCodeSeconds / 60));
  return { step: 'sms' as const, phone: maskPhone(user.phone), challengeId };
}

/** A password check under the brute-force limits (docs/security.md §12.3), counted before it is made. */
export interface PasswordCheck {
  /** The check passed: it is given back, so only failures stay counted. */
  succeeded(): Promise<void>;
  /** What a refusal adds to its answer: the failures left, and when none are, how long logins pause. */
  failure(): Pick<ErrorBody, 'remainingAttempts' | 'retryAfterSeconds'>;
}

/**
 * Counts a check of an account's password from one client, per account and client (tight) and
 * per account (loose); past either limit the answer is 429 with when to try again. Unknown
 * e-mails are counted the same way, so the answers never tell accounts apart.
 */
export async function startPasswordCheck(email: string, clientIp: string): Promise<PasswordCheck> {
  const { loginFailuresPerAccountAndClient: perClient, loginFailuresPerAccount: perAccount } = authRateLimits;
  const fromClient = await countRateLimited(perClient, { subject: email, client: clientIp });
  const anywhere = await countRateLimited(perAccount, email).catch(async (refused: unknown) => {
    await fromClient.succeeded(); // not tried: it must not use up this client's own allowance
    throw refused;
  });
  return {
    succeeded: async () => {
      await Promise.all([fromClient.succeeded(), anywhere.succeeded()]);
    },
    failure: () => {
      const tightest = [fromClient, anywhere].reduce((a, b) =>
        b.remainingAfterFailure < a.remainingAfterFailure ? b : a,
      );
      const remainingAttempts = tightest.remainingAfterFailure;
      return remainingAttempts > 0
        ? { remainingAttempts }
        : { remainingAttempts, retryAfterSeconds: tightest.windowLeftSeconds };
    },
  };
}

/** A new password ends any pause of the account's logins, from every client. */
export async function clearPasswordFailures(email: string): Promise<void> {
  const { loginFailuresPerAccountAndClient: perClient, loginFailuresPerAccount: perAccount } = authRateLimits;
  await Promise.all([clearAttempts(perClient.scope, email), clearAttempts(perAccount.scope, email)]);
}
