import { describe, expect, it } from 'vitest';
import {
  confirmTotp,
  disableTotp,
  getSession,
  loginTotp,
  loginTotpSetup,
  regenerateBackupCodes,
  startTotpSetup,
  updateSecurity,
} from '@shared/contracts/index.js';
import { deriveLogin } from '@shared/crypto/account.js';
import { getStaffUserByEmail } from '../../functions/data/staff-users.js';
import { totpCodeAt } from '../../functions/lib/totp.js';
import { TestClient } from '../support/api-client.js';
import { logIn, registerOrganisation, testArgon } from '../support/accounts.js';
import { logTexts } from '../support/settings-fixtures.js';

/** The code of the next time step: accepted (clock drift) and never the one a code just used. */
const nextCode = (secret: string) => totpCodeAt(secret, new Date(Date.now() + 30_000));

/** The login secret of a password, as the browser derives it for 'Aktualne hasło'. */
async function authKeyOf(client: TestClient, email: string, password: string) {
  const { getLoginParams } = await import('@shared/contracts/index.js');
  const params = await client.call(getLoginParams, { body: { email } });
  return (await deriveLogin(password, params.body, testArgon)).authKey;
}

/** A registered administrator, logged in, who has just turned the authenticator app on. */
async function withTotp() {
  const account = await registerOrganisation();
  const { client } = await logIn(account.email, account.password);
  const offer = await client.call(startTotpSetup);
  expect(offer.status).toBe(200);
  const firstCode = totpCodeAt(offer.body.secret);
  const confirmed = await client.call(confirmTotp, { body: { code: firstCode } });
  expect(confirmed.status).toBe(200);
  const user = await getStaffUserByEmail(account.email);
  return {
    ...account,
    client,
    secret: offer.body.secret,
    firstCode,
    backupCodes: confirmed.body.backupCodes,
    user: user!,
  };
}

/** The password step of a login that must stop at the authenticator step. */
async function passwordStep(email: string, password: string) {
  const { client, answer } = await logIn(email, password);
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ step: 'totp' });
  expect(answer.headers.getSetCookie()).toEqual([]);
  return { client, challengeId: (answer.body as { challengeId: string }).challengeId };
}

describe('turning the authenticator app on', () => {
  it('offers a secret with its otpauth URI, and only a right first code turns it on, with ten backup codes', async () => {
    const { email, password } = await registerOrganisation();
    const { client } = await logIn(email, password);
    const offer = await client.call(startTotpSetup);
    expect(offer.body.uri).toBe(
      `otpauth://totp/Ostoja:${encodeURIComponent(email)}?issuer=Ostoja&secret=${offer.body.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect((await client.call(getSession)).body.totp).toBeNull();

    const wrong = await client.call(confirmTotp, { body: { code: totpCodeAt(offer.body.secret, new Date(0)) } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ code: 'Nieprawidłowy kod.' });
    expect((await client.call(getSession)).body.totp).toBeNull();

    const right = await client.call(confirmTotp, { body: { code: totpCodeAt(offer.body.secret) } });
    expect(right.status).toBe(200);
    expect(right.body.backupCodes).toHaveLength(10);
    expect(new Set(right.body.backupCodes).size).toBe(10);
    expect((await client.call(getSession)).body.totp).toEqual({ enabled: true, backupCodesLeft: 10 });

    // Once on, no answer carries the secret again; the table keeps the codes' hashes and the secret
    // sealed under the server-side key (a copy of the table gives neither).
    expect(JSON.stringify(await getStaffUserByEmail(email))).not.toContain(offer.body.secret);
    const again = await client.call(startTotpSetup);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Aplikacja uwierzytelniająca jest już włączona.');
    const stored = JSON.stringify([...((await getStaffUserByEmail(email))?.totp?.backupCodeHashes ?? [])]);
    for (const code of right.body.backupCodes) expect(stored).not.toContain(code);
    expect(JSON.stringify((await client.call(getSession)).body)).not.toContain(offer.body.secret);

    const user = await getStaffUserByEmail(email);
    expect(await logTexts(user!.tenantId)).toContain('Włączenie aplikacji uwierzytelniającej');
  });

  it('refuses a malformed code with 400, changing nothing', async () => {
    const { email, password } = await registerOrganisation();
    const { client } = await logIn(email, password);
    await client.call(startTotpSetup);
    for (const code of ['12345', '1234567', 'abcdef', 'abcde-fghjk']) {
      const answer = await client.call(confirmTotp, { body: { code } });
      expect(answer.status, code).toBe(400);
      expect(answer.body.fields).toEqual({ code: 'Podaj 6-cyfrowy kod z aplikacji.' });
    }
    expect((await client.call(getSession)).body.totp).toBeNull();
  });
});

describe('logging in with the authenticator app', () => {
  it('asks for a code after the password; a code of a later time step starts the session, a used one is refused', async () => {
    const { email, password, secret, firstCode } = await withTotp();
    const { client, challengeId } = await passwordStep(email, password);

    // The code that turned the app on was spent: replaying it starts nothing.
    const replay = await client.call(loginTotp, { body: { challengeId, code: firstCode } });
    expect(replay.status).toBe(409);
    expect(replay.body.message).toBe('Ten kod został już użyty. Poczekaj na następny kod w aplikacji.');
    expect((await client.call(getSession)).status).toBe(401);

    const code = nextCode(secret);
    const finished = await client.call(loginTotp, { body: { challengeId, code } });
    expect(finished.status).toBe(200);
    expect((await client.call(getSession)).body.email).toBe(email);

    // The same code, at a new login within its window: refused.
    const second = await passwordStep(email, password);
    expect((await second.client.call(loginTotp, { body: { challengeId: second.challengeId, code } })).status).toBe(409);
    expect((await second.client.call(getSession)).status).toBe(401);
    // The challenge that started a session is over.
    expect((await client.call(loginTotp, { body: { challengeId, code: nextCode(secret) } })).status).toBe(401);
  });

  it('takes a backup code instead, once; the session then says how many remain', async () => {
    const { email, password, backupCodes, user } = await withTotp();
    const [code] = backupCodes;
    const { client, challengeId } = await passwordStep(email, password);
    const typed = `${code!.slice(0, 5).toUpperCase()}-${code!.slice(5)}`;
    expect((await client.call(loginTotp, { body: { challengeId, code: typed } })).status).toBe(200);
    expect((await client.call(getSession)).body.totp).toEqual({ enabled: true, backupCodesLeft: 9 });
    expect(await logTexts(user.tenantId)).toContain('Logowanie kodem zapasowym');

    const again = await passwordStep(email, password);
    const spent = await again.client.call(loginTotp, { body: { challengeId: again.challengeId, code: code! } });
    expect(spent.status).toBe(401);
    expect(spent.body.message).toBe('Nieprawidłowy kod.');
  });

  it('counts wrong codes toward the login failures, and after five ends the step', async () => {
    const { email, password, secret } = await withTotp();
    const { client, challengeId } = await passwordStep(email, password);
    const wrong = totpCodeAt(secret, new Date(0));
    const left: unknown[] = [];
    for (let i = 0; i < 5; i += 1) {
      const answer = await client.call(loginTotp, { body: { challengeId, code: wrong } });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('Nieprawidłowy kod.');
      left.push(answer.body.remainingAttempts);
    }
    // The tight limit per account and client (10 failures) loses one per wrong code.
    expect(left).toEqual([9, 8, 7, 6, 5]);
    const right = await client.call(loginTotp, { body: { challengeId, code: nextCode(secret) } });
    expect(right.status).toBe(401);
    expect(right.body.message).toBe('Czas na podanie kodu minął lub wykorzystano limit prób. Zaloguj się ponownie.');
    expect((await client.call(getSession)).status).toBe(401);
  });

  it('refuses a malformed code with 400 and an unknown challenge with 401', async () => {
    const client = new TestClient();
    const malformed = await client.call(loginTotp, { body: { challengeId: 'x'.repeat(43), code: '12a45' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields).toEqual({ code: 'Podaj 6-cyfrowy kod z aplikacji lub kod zapasowy (10 znaków).' });
    const unknown = await client.call(loginTotp, { body: { challengeId: 'x'.repeat(43), code: '123456' } });
    expect(unknown.status).toBe(401);
  });
});

describe('backup codes and turning the app off', () => {
  it('new backup codes need the password and replace the old ones', async () => {
    const { email, password, client, backupCodes, user } = await withTotp();
    const refused = await client.call(regenerateBackupCodes, {
      body: { currentAuthKey: await authKeyOf(client, email, 'zle-haslo-1') },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ currentAuthKey: 'Aktualne hasło jest nieprawidłowe.' });

    const renewed = await client.call(regenerateBackupCodes, {
      body: { currentAuthKey: await authKeyOf(client, email, password) },
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.backupCodes).toHaveLength(10);
    expect(renewed.body.backupCodes).not.toContain(backupCodes[0]);
    expect(await logTexts(user.tenantId)).toContain('Wygenerowanie nowych kodów zapasowych');

    const { client: next, challengeId } = await passwordStep(email, password);
    expect((await next.call(loginTotp, { body: { challengeId, code: backupCodes[0]! } })).status).toBe(401);
    expect((await next.call(loginTotp, { body: { challengeId, code: renewed.body.backupCodes[0]! } })).status).toBe(
      200,
    );
  });

  it('turning it off needs the password, is logged, and the next login needs no code', async () => {
    const { email, password, client, user } = await withTotp();
    const refused = await client.call(disableTotp, {
      body: { currentAuthKey: await authKeyOf(client, email, 'zle-haslo-1') },
    });
    expect(refused.status).toBe(400);
    expect((await client.call(getSession)).body.totp).not.toBeNull();

    const done = await client.call(disableTotp, { body: { currentAuthKey: await authKeyOf(client, email, password) } });
    expect(done.status).toBe(200);
    expect((await client.call(getSession)).body.totp).toBeNull();
    expect(await logTexts(user.tenantId)).toContain('Wyłączenie aplikacji uwierzytelniającej');
    expect((await logIn(email, password)).answer.body).toMatchObject({ step: 'session' });

    const twice = await client.call(disableTotp, {
      body: { currentAuthKey: await authKeyOf(client, email, password) },
    });
    expect(twice.status).toBe(409);
  });
});

describe('an organisation that requires a second factor', () => {
  it('leads a user without one to set up the app after the password, then starts the session', async () => {
    const { email, password } = await registerOrganisation();
    const { client: admin } = await logIn(email, password);
    const required = await admin.call(updateSecurity, {
      body: { adminFilesAntivirusScan: false, reporterFilesAntivirusScan: false, requireSecondFactor: true },
    });
    expect(required.status).toBe(200);

    const { client, answer } = await logIn(email, password);
    expect(answer.body).toMatchObject({ step: 'totp-setup' });
    expect(answer.headers.getSetCookie()).toEqual([]);
    const offer = answer.body as { challengeId: string; secret: string; uri: string };
    expect(offer.uri).toContain(`secret=${offer.secret}`);

    const wrong = await client.call(loginTotpSetup, {
      body: { challengeId: offer.challengeId, code: totpCodeAt(offer.secret, new Date(0)) },
    });
    expect(wrong.status).toBe(401);
    expect((await client.call(getSession)).status).toBe(401);
    // The login's setup challenge is not an authenticator step.
    expect(
      (await client.call(loginTotp, { body: { challengeId: offer.challengeId, code: totpCodeAt(offer.secret) } }))
        .status,
    ).toBe(401);

    const done = await client.call(loginTotpSetup, {
      body: { challengeId: offer.challengeId, code: totpCodeAt(offer.secret) },
    });
    expect(done.status).toBe(200);
    expect(done.body.backupCodes).toHaveLength(10);
    expect((await client.call(getSession)).body.totp).toEqual({ enabled: true, backupCodesLeft: 10 });
    await passwordStep(email, password);
  });
});
