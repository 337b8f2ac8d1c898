import { describe, expect, it } from 'vitest';
import { getSession, loginSms } from '@shared/contracts/index.js';
import { staffSession } from '@shared/domain/session.js';
import { createStaffSession } from '../../functions/data/sessions.js';
import { getStaffUserByEmail } from '../../functions/data/staff-users.js';
import { TestClient } from '../support/api-client.js';
import { logIn, registerOrganisation } from '../support/accounts.js';
import { smsTo } from '../support/outbox.js';
import { enableSmsLogin } from '../support/staff-fixtures.js';

const randomPhone = () => String(500_000_000 + Math.floor(Math.random() * 99_999_999));
const codeFrom = (text: string) => /(\d{6})/.exec(text)?.[1] ?? '';

async function smsAccount() {
  const account = await registerOrganisation();
  const phone = randomPhone();
  await enableSmsLogin(account.email, phone);
  return { ...account, phone };
}

describe('SMS two-step login', () => {
  it('asks for a code sent by SMS, shows only the last 3 digits, and the right code starts the session', async () => {
    const { email, password, phone } = await smsAccount();
    const { client, answer } = await logIn(email, password);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ step: 'sms', phone: `******${phone.slice(-3)}` });
    expect(answer.headers.getSetCookie()).toEqual([]);
    expect((await client.call(getSession)).status).toBe(401);

    const messages = await smsTo(phone);
    expect(messages).toHaveLength(1);
    const code = codeFrom(messages[0]?.message ?? '');
    const challengeId = (answer.body as { challengeId: string }).challengeId;
    const finished = await client.call(loginSms, { body: { challengeId, code } });
    expect(finished.status).toBe(200);
    expect((await client.call(getSession)).body.email).toBe(email);
    // A code works once.
    expect((await client.call(loginSms, { body: { challengeId, code } })).status).toBe(401);
  });

  it('refuses a wrong code, and after five wrong codes refuses even the right one', async () => {
    const { email, password, phone } = await smsAccount();
    const { client, answer } = await logIn(email, password);
    const challengeId = (answer.body as { challengeId: string }).challengeId;
    const code = codeFrom((await smsTo(phone))[0]?.message ?? '');
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await client.call(loginSms, { body: { challengeId, code: wrong } });
    expect(first.status).toBe(401);
    expect(first.body.message).toBe('Nieprawidłowy kod SMS.');
    for (let i = 0; i < 4; i += 1) await client.call(loginSms, { body: { challengeId, code: wrong } });
    const right = await client.call(loginSms, { body: { challengeId, code } });
    expect(right.status).toBe(401);
    expect(right.body.message).toBe('Kod SMS wygasł lub wykorzystano limit prób. Zaloguj się ponownie.');
  });

  it('accepts only 6 digits', async () => {
    const client = new TestClient();
    const answer = await client.call(loginSms, { body: { challengeId: 'x'.repeat(43), code: '12a45' } });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ code: 'Dokładnie 6 znaków' });
  });
});

describe('session expiry', () => {
  async function sessionStartedAgo(ms: number) {
    const { email } = await registerOrganisation();
    const user = await getStaffUserByEmail(email);
    const { sessionId } = await createStaffSession(user!.tenantId, user!.userId, new Date(Date.now() - ms));
    const client = new TestClient();
    client.cookies.set(staffSession.cookieName, sessionId);
    return client;
  }

  it('ends a session idle for longer than 30 minutes', async () => {
    const client = await sessionStartedAgo(31 * 60 * 1000);
    expect((await client.call(getSession)).status).toBe(401);
  });

  it('keeps a session used within the idle time', async () => {
    const client = await sessionStartedAgo(5 * 60 * 1000);
    expect((await client.call(getSession)).status).toBe(200);
  });
});
