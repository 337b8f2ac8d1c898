import { describe, expect, it } from 'vitest';
import {
  getLoginParams,
  loginSms,
  loginTotp,
  register,
  requestPasswordReset,
  type Contract,
} from '@shared/contracts/index.js';
import { authRateLimits } from '@shared/domain/auth.js';
import { rateLimitTexts } from '@shared/messages/errors.js';
import { TestClient, uniqueEmail } from '../support/api-client.js';

type Rule = (typeof authRateLimits)[keyof typeof authRateLimits];

/**
 * Calls an endpoint `limit + 1` times; every call before the last is not refused for its rate,
 * the last answers 429 with the Polish retry text for the whole window (it opened moments ago).
 */
async function reachLimit(
  rule: Rule,
  call: (attempt: number) => Promise<{ status: number; body: { message?: string }; headers: Headers }>,
) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < rule.limit; attempt += 1) statuses.push((await call(attempt)).status);
  expect(statuses.filter((status) => status === 429 || status >= 500)).toEqual([]);
  const refused = await call(rule.limit);
  expect(refused.status).toBe(429);
  expect(refused.body).toMatchObject({
    message: rateLimitTexts.retryAfter(rule.windowSeconds),
    key: 'rateLimitTexts.retryAfter',
    args: [Number(refused.headers.get('retry-after'))],
  });
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(rule.windowSeconds - 60);
}

const challenge = (attempt: number) => `challenge-${String(attempt).padStart(20, '0')}`;
const call = <C extends Contract>(client: TestClient, contract: C, body: unknown) =>
  client.call(contract, { body: body as never });

describe('every rate limit, reached through its own endpoint', () => {
  it(`login parameters: ${authRateLimits.loginPerClient.limit} per client`, async () => {
    const client = new TestClient();
    await reachLimit(authRateLimits.loginPerClient, () => call(client, getLoginParams, { email: uniqueEmail() }));
  });

  it(`SMS codes: ${authRateLimits.smsPerClient.limit} per client`, async () => {
    const client = new TestClient();
    await reachLimit(authRateLimits.smsPerClient, (attempt) =>
      call(client, loginSms, { challengeId: challenge(attempt), code: '123456' }),
    );
  });

  it(`authenticator codes: the same ${authRateLimits.smsPerClient.limit} per client as SMS codes`, async () => {
    const client = new TestClient();
    await reachLimit(authRateLimits.smsPerClient, (attempt) =>
      call(client, loginTotp, { challengeId: challenge(attempt), code: '123456' }),
    );
  });

  it(`registration: ${authRateLimits.registerPerClient.limit} per client`, async () => {
    const client = new TestClient();
    await reachLimit(authRateLimits.registerPerClient, () => call(client, register, { email: uniqueEmail('rl') }));
  });

  it(`registration: ${authRateLimits.registerPerEmail.limit} per e-mail, from any client`, async () => {
    const email = uniqueEmail('rl');
    await reachLimit(authRateLimits.registerPerEmail, () => call(new TestClient(), register, { email }));
  });

  it(`password reset: ${authRateLimits.resetPerClient.limit} per client`, async () => {
    const client = new TestClient();
    await reachLimit(authRateLimits.resetPerClient, () =>
      call(client, requestPasswordReset, { email: uniqueEmail('rl') }),
    );
  });

  it(`password reset: ${authRateLimits.resetPerEmail.limit} per e-mail, from any client`, async () => {
    const email = uniqueEmail('rl');
    await reachLimit(authRateLimits.resetPerEmail, () => call(new TestClient(), requestPasswordReset, { email }));
  });
});
