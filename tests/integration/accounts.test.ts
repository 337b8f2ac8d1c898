import { describe, expect, it } from 'vitest';
import {
  activateAccount,
  changePassword,
  getActivation,
  getDashboard,
  getLoginParams,
  getPasswordReset,
  getSession,
  login,
  logout,
  requestPasswordReset,
  resetPassword,
  restoreAccess,
} from '@shared/contracts/index.js';
import {
  changePasswordKeys,
  createRegistrationKeys,
  newPasswordCredentials,
  restoreWithRecoveryKey,
  unlockSession,
} from '@shared/crypto/account.js';
import { authRateLimits } from '@shared/domain/auth.js';
import { TestClient, uniqueEmail } from '../support/api-client.js';
import { logIn, logInAndUnlock, registerOrganisation, registrationDetails, testArgon } from '../support/accounts.js';
import { emailsTo, lastLinkToken } from '../support/outbox.js';
import { allTableText } from '../support/table.js';

describe('registration and activation', () => {
  it('creates the organisation with a trial licence and its main administrator, who can log in and unlock the keys', async () => {
    const { email, password } = await registerOrganisation();
    const { session, unlocked } = await logInAndUnlock(email, password);
    expect(session).toMatchObject({
      email,
      name: 'Anna Kowalska',
      type: 1,
      isMainAdmin: true,
      customerName: 'Fundacja Łąka',
      customerIsActive: true,
    });
    expect(session.customerAlias).toMatch(/^fundacja-laka-[a-z0-9]{4}$/);
    const trialDays = (Date.parse(session.customerExpirationDate) - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(13.9);
    expect(trialDays).toBeLessThanOrEqual(14);
    expect(unlocked.organisationPrivateKey).not.toBeNull();
    expect(unlocked.metadataKey).not.toBeNull();
  });

  it('answers the same for an address that already has an account, and e-mails it a note instead of a link', async () => {
    const { email } = await registerOrganisation();
    const before = (await emailsTo(email)).length;
    const again = await new TestClient().call((await import('@shared/contracts/index.js')).register, {
      body: { email },
    });
    expect(again.status).toBe(200);
    const mails = await emailsTo(email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.subject).toBe('Ostoja — konto już istnieje');
  });

  it('shows the e-mail of a live link and refuses a used one with 404, creating nothing twice', async () => {
    const client = new TestClient();
    const email = uniqueEmail('twice');
    await client.call((await import('@shared/contracts/index.js')).register, { body: { email } });
    const token = await lastLinkToken(email, '/registration/');
    expect((await client.call(getActivation, { params: { token } })).body).toEqual({ email });
    const keys = await createRegistrationKeys('haslo-123', testArgon);
    const body = { details: registrationDetails, credentials: keys.credentials, organisation: keys.organisation };
    expect((await client.call(activateAccount, { params: { token }, body })).status).toBe(200);
    const second = await client.call(activateAccount, { params: { token }, body });
    expect(second.status).toBe(404);
    expect(second.body.message).toBe('Link jest nieprawidłowy, wygasł lub został już wykorzystany.');
    expect((await client.call(getActivation, { params: { token } })).status).toBe(404);
  });

  it('refuses keys that do not belong together with 400 and leaves the link usable', async () => {
    const client = new TestClient();
    const email = uniqueEmail('badkeys');
    await client.call((await import('@shared/contracts/index.js')).register, { body: { email } });
    const token = await lastLinkToken(email, '/registration/');
    const keys = await createRegistrationKeys('haslo-123', testArgon);
    const other = await createRegistrationKeys('haslo-123', testArgon);
    const wrongKid = await client.call(activateAccount, {
      params: { token },
      body: {
        details: registrationDetails,
        credentials: { ...keys.credentials, kid: other.credentials.kid },
        organisation: keys.organisation,
      },
    });
    expect(wrongKid.status).toBe(400);
    const notForAdmin = await client.call(activateAccount, {
      params: { token },
      body: { details: registrationDetails, credentials: keys.credentials, organisation: other.organisation },
    });
    expect(notForAdmin.status).toBe(400);
    expect((await client.call(getActivation, { params: { token } })).status).toBe(200);
  });

  it('refuses company details shorter than the company-data rules, naming each field', async () => {
    const client = new TestClient();
    const keys = await createRegistrationKeys('haslo-123', testArgon);
    const answer = await client.call(activateAccount, {
      params: { token: 'x'.repeat(43) },
      body: {
        details: { name: 'P', companyName: 'Z', companyAddress: 'a', companyZipCode: 'abc', companyCity: 'W' },
        credentials: keys.credentials,
        organisation: keys.organisation,
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toMatchObject({
      'details.companyName': 'Pole nie może mieć mniej niż 3 znaki',
      'details.companyAddress': 'Pole nie może mieć mniej niż 3 znaki',
      'details.companyZipCode': 'Pole nie może mieć mniej niż 5 znaków',
      'details.companyCity': 'Pole nie może mieć mniej niż 3 znaki',
    });
  });

  it('validates the company details with the spec texts', async () => {
    const client = new TestClient();
    const keys = await createRegistrationKeys('haslo-123', testArgon);
    const answer = await client.call(activateAccount, {
      params: { token: 'x'.repeat(43) },
      body: {
        details: { ...registrationDetails, companyName: 'x'.repeat(201), companyCity: '' },
        credentials: keys.credentials,
        organisation: keys.organisation,
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toMatchObject({
      'details.companyName': 'Nazwa nie może mieć więcej niż 200 znaków',
      'details.companyCity': 'Pole jest wymagane',
    });
  });
});

describe('login', () => {
  it('gives an unknown e-mail stable made-up parameters shaped like a real account', async () => {
    const { email } = await registerOrganisation();
    const client = new TestClient();
    const real = await client.call(getLoginParams, { body: { email } });
    const unknown1 = await client.call(getLoginParams, { body: { email: 'nobody@example.test' } });
    const unknown2 = await client.call(getLoginParams, { body: { email: 'NOBODY@example.test' } });
    expect(unknown1.status).toBe(200);
    expect(unknown1.body).toEqual(unknown2.body);
    expect(Object.keys(unknown1.body).sort()).toEqual(Object.keys(real.body).sort());
    expect(unknown1.body.salt).toHaveLength(real.body.salt.length);
  });

  it('answers an unknown e-mail exactly as a wrong password', async () => {
    const { email } = await registerOrganisation();
    const wrong = await logIn(email, 'zle-haslo');
    const unknown = await logIn('nobody@example.test', 'zle-haslo');
    expect(wrong.answer.status).toBe(401);
    expect(unknown.answer.status).toBe(401);
    expect(wrong.answer.body).toEqual(unknown.answer.body);
    expect(wrong.answer.body).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Nieprawidłowy e-mail lub hasło.',
      key: 'authTexts.invalidCredentials',
      remainingAttempts: 9,
    });
  });

  it('sets an HttpOnly, Secure, SameSite=Strict session cookie and returns a CSRF token', async () => {
    const { email, password } = await registerOrganisation();
    const { answer } = await logIn(email, password);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ step: 'session', csrfToken: expect.any(String) });
    const cookie = answer.headers.getSetCookie()[0] ?? '';
    // `__Host-`: Secure, Path=/ and no Domain, or the browser drops it.
    expect(cookie).toMatch(/^__Host-ostoja_sid=[A-Za-z0-9_-]{40,}; Path=\/;/);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=Strict');
  });

  it('counts only failures: twelve right logins in a row all pass', async () => {
    const { email, password } = await registerOrganisation();
    const client = new TestClient();
    for (let i = 0; i < 12; i += 1) expect((await logIn(email, password, client)).answer.status).toBe(200);
  });

  it('tells how many failures are left, then pauses logins from that client and says when to try again', async () => {
    const { email, password } = await registerOrganisation();
    const client = new TestClient();
    const left: (number | undefined)[] = [];
    for (let i = 0; i < 10; i += 1) {
      const { answer } = await logIn(email, 'zle-haslo', client);
      expect(answer.status).toBe(401);
      left.push(answer.body.remainingAttempts);
    }
    expect(left).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    const locked = await logIn(email, password, client);
    expect(locked.answer.status).toBe(429);
    expect(locked.answer.body.message).toMatch(/^Zbyt wiele prób\. Spróbuj ponownie za \d+ min\.$/);
    expect(locked.answer.body.retryAfterSeconds).toBeGreaterThan(14 * 60);
  });

  it('does not let wrong passwords from elsewhere lock the owner out of their own browser', async () => {
    const { email, password } = await registerOrganisation();
    const attacker = new TestClient();
    for (let i = 0; i < 12; i += 1) await logIn(email, 'zgadywane-haslo', attacker);
    expect((await logIn(email, password, attacker)).answer.status).toBe(429);
    expect((await logIn(email, password)).answer.status).toBe(200);
  });

  it(`pauses the account from every client after ${authRateLimits.loginFailuresPerAccount.limit} failures within the hour, each client staying under its own limit`, async () => {
    const { email, password } = await registerOrganisation();
    const { derived: wrong } = await logIn(email, 'zgadywane-haslo');
    const perClient = authRateLimits.loginFailuresPerAccountAndClient.limit - 1;
    let failures = 1;
    while (failures < authRateLimits.loginFailuresPerAccount.limit) {
      const client = new TestClient();
      for (let i = 0; i < perClient && failures < authRateLimits.loginFailuresPerAccount.limit; i += 1, failures += 1) {
        expect((await client.call(login, { body: { email, authKey: wrong.authKey } })).status).toBe(401);
      }
    }
    const owner = await logIn(email, password);
    expect(owner.answer.status).toBe(429);
    expect(owner.answer.body.retryAfterSeconds).toBeGreaterThan(59 * 60);
  });

  it('a password reset ends the pause of logins at once', async () => {
    const { email } = await registerOrganisation();
    const client = new TestClient();
    for (let i = 0; i < 11; i += 1) await logIn(email, 'zle-haslo', client);
    expect((await logIn(email, 'zle-haslo', client)).answer.status).toBe(429);
    await client.call(requestPasswordReset, { body: { email } });
    const token = await lastLinkToken(email, '/reset/');
    const { credentials } = await newPasswordCredentials('nowe-haslo-3', testArgon);
    expect((await client.call(resetPassword, { params: { token }, body: { credentials } })).status).toBe(200);
    expect((await logIn(email, 'nowe-haslo-3', client)).answer.status).toBe(200);
  });

  it('stores neither the password nor the login secret anywhere in the table', async () => {
    const password = 'unikalne-haslo-Zx81';
    const { email } = await registerOrganisation(password);
    const { derived } = await logIn(email, password);
    const dump = await allTableText();
    // The organisation's items were read: its user's address is in them.
    expect(dump).toContain(email.toLowerCase());
    expect(dump).not.toContain(password);
    expect(dump).not.toContain(derived.authKey);
  });
});

describe('sessions', () => {
  it('ends the session on logout: the cookie no longer opens anything', async () => {
    const { email, password } = await registerOrganisation();
    const { client } = await logIn(email, password);
    const cookies = new Map(client.cookies);
    expect((await client.call(logout)).status).toBe(200);
    const replay = new TestClient();
    replay.cookies = cookies;
    expect((await replay.call(getSession)).status).toBe(401);
  });

  it('refuses logout without the CSRF token with 403 and keeps the session', async () => {
    const { email, password } = await registerOrganisation();
    const { client } = await logIn(email, password);
    expect((await client.call(logout, { csrf: null })).status).toBe(403);
    expect((await client.call(logout, { csrf: 'wrong-token' })).status).toBe(403);
    expect((await client.call(getSession)).status).toBe(200);
  });

  it('shows each organisation only its own dashboard', async () => {
    const a = await registerOrganisation();
    const b = await registerOrganisation();
    const sessionA = await logIn(a.email, a.password);
    const sessionB = await logIn(b.email, b.password);
    const dashA = await sessionA.client.call(getDashboard);
    const sessionDataB = await sessionB.client.call(getSession);
    expect(dashA.body.organisationName).toBe('Fundacja Łąka');
    expect((await sessionA.client.call(getSession)).body.customerId).not.toBe(sessionDataB.body.customerId);
    expect(dashA.body.counts).toEqual({ new: 0, open: 0, archived: 0, staffUsers: 1 });
  });
});

describe('password reset and recovery', () => {
  it('e-mails a link only to existing accounts, answering the same for unknown ones', async () => {
    const { email } = await registerOrganisation();
    const client = new TestClient();
    const known = await client.call(requestPasswordReset, { body: { email } });
    const unknown = await client.call(requestPasswordReset, { body: { email: 'nobody-reset@example.test' } });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await emailsTo('nobody-reset@example.test')).toHaveLength(0);
    expect((await emailsTo(email)).at(-1)?.subject).toBe('Ostoja — resetowanie hasła');
  });

  it('sets a new password, ends old sessions, loses the organisation key, and the recovery key restores it', async () => {
    const { email, password, recoveryKey } = await registerOrganisation();
    const old = await logIn(email, password);
    const client = new TestClient();
    await client.call(requestPasswordReset, { body: { email } });
    const token = await lastLinkToken(email, '/reset/');
    expect((await client.call(getPasswordReset, { params: { token } })).body).toEqual({ email });
    const { credentials } = await newPasswordCredentials('nowe-haslo-2', testArgon);
    expect((await client.call(resetPassword, { params: { token }, body: { credentials } })).status).toBe(200);
    expect((await client.call(resetPassword, { params: { token }, body: { credentials } })).status).toBe(404);

    expect((await old.client.call(getSession)).status).toBe(401);
    expect((await logIn(email, password)).answer.status).toBe(401);
    const fresh = await logInAndUnlock(email, 'nowe-haslo-2');
    expect(fresh.session.keys.organisation.wrappedForUser).toBeNull();
    expect(fresh.unlocked.organisationPrivateKey).toBeNull();

    const restored = await restoreWithRecoveryKey(recoveryKey, fresh.session.keys, fresh.unlocked.userPrivateKey);
    expect((await fresh.client.call(restoreAccess, { body: { wrappedForUser: restored.wrappedForUser } })).status).toBe(
      200,
    );
    const again = await logInAndUnlock(email, 'nowe-haslo-2');
    expect(again.unlocked.organisationPrivateKey).not.toBeNull();
  });

  it('refuses to store an organisation key wrapped for someone else', async () => {
    const a = await registerOrganisation();
    const b = await registerOrganisation();
    const sessionA = await logInAndUnlock(a.email, a.password);
    const sessionB = await logInAndUnlock(b.email, b.password);
    const forB = await restoreWithRecoveryKey(b.recoveryKey, sessionB.session.keys, sessionB.unlocked.userPrivateKey);
    const answer = await sessionA.client.call(restoreAccess, { body: { wrappedForUser: forB.wrappedForUser } });
    expect(answer.status).toBe(400);
  });
});

describe('password change', () => {
  it('keeps access to the organisation key with the new password and logs out', async () => {
    const { email, password } = await registerOrganisation();
    const { client, session } = await logInAndUnlock(email, password);
    const change = await changePasswordKeys(password, 'zmienione-haslo-3', session.keys, testArgon, testArgon);
    const answer = await client.call(changePassword, { body: change });
    expect(answer.status).toBe(200);
    expect((await client.call(getSession)).status).toBe(401);
    const after = await logInAndUnlock(email, 'zmienione-haslo-3');
    expect(after.unlocked.organisationPrivateKey).not.toBeNull();
    expect((await logIn(email, password)).answer.status).toBe(401);
  });

  it(`counts wrong current passwords like failed logins: after ${authRateLimits.loginFailuresPerAccountAndClient.limit} the change pauses, even with the right one`, async () => {
    const { email, password } = await registerOrganisation();
    const { client, session } = await logInAndUnlock(email, password);
    const change = await changePasswordKeys(password, 'zmienione-haslo-3', session.keys, testArgon, testArgon);
    const forged = { ...change, currentAuthKey: (await logIn(email, 'zle')).derived.authKey };
    const left: (number | undefined)[] = [];
    for (let i = 0; i < authRateLimits.loginFailuresPerAccountAndClient.limit; i += 1) {
      const answer = await client.call(changePassword, { body: forged });
      expect(answer.status).toBe(400);
      left.push(answer.body.remainingAttempts);
    }
    expect(left.at(-1)).toBe(0);
    const paused = await client.call(changePassword, { body: change });
    expect(paused.status).toBe(429);
    expect(paused.body.message).toMatch(/^Zbyt wiele prób\. Spróbuj ponownie za \d+ min\.$/);
    expect((await logIn(email, 'zmienione-haslo-3')).answer.status).not.toBe(200);
  });

  it('refuses a wrong current password with 400 and changes nothing', async () => {
    const { email, password } = await registerOrganisation();
    const { client, session } = await logInAndUnlock(email, password);
    const change = await changePasswordKeys(password, 'zmienione-haslo-3', session.keys, testArgon, testArgon);
    const forged = { ...change, currentAuthKey: (await logIn(email, 'zle')).derived.authKey };
    const answer = await client.call(changePassword, { body: forged });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Aktualne hasło jest nieprawidłowe.');
    const unlocked = await unlockSession((await logIn(email, password)).derived, session.keys);
    expect(unlocked.organisationPrivateKey).not.toBeNull();
  });
});
