import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  getSession,
  listPasskeys,
  loginPasskey,
  passkeyLoginOptions,
  passkeyRegistrationOptions,
  registerPasskey,
  removePasskey,
  renamePasskey,
  storePasskeyPrf,
  confirmTotp,
  loginTotp,
  startTotpSetup,
  deleteUser,
} from '@shared/contracts/index.js';
import { passkeyEnvelope, unlockSessionWithPasskey, type SessionKeys } from '@shared/crypto/account.js';
import { randomBytes } from '@shared/crypto/random.js';
import { staffSession } from '@shared/domain/session.js';
import { staffUserStatus } from '@shared/domain/staff-user.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { addPasskeyWrites, getPasskey, passkeyIdOf } from '../../functions/data/passkeys.js';
import { transact } from '../../functions/data/transact.js';
import { getTenant } from '../../functions/data/tenants.js';
import { keys } from '../../functions/data/keys.js';
import { getStaffUserByEmail } from '../../functions/data/staff-users.js';
import { totpCodeAt } from '../../functions/lib/totp.js';
import { TestClient } from '../support/api-client.js';
import { givenStaffUser } from '../support/fixtures.js';
import { logIn, registerOrganisation } from '../support/accounts.js';
import { logTexts } from '../support/settings-fixtures.js';
import { SoftwareAuthenticator } from '../support/software-authenticator.js';
import { testRuntime } from '../support/test-runtime.js';

type Client = TestClient;

/** A registered administrator, logged in with the password, with their session's keys. */
async function administrator() {
  const account = await registerOrganisation();
  const { client, derived } = await logIn(account.email, account.password);
  const session = (await client.call(getSession)).body;
  const user = (await getStaffUserByEmail(account.email))!;
  return { ...account, client, derived, keys: session.keys as SessionKeys, user };
}

type Admin = Awaited<ReturnType<typeof administrator>>;

/**
 * Adds a passkey as Settings does. With `prf`, the authenticator's PRF output (which the browser
 * alone sees) wraps the user's private key; without, the passkey is a second factor.
 */
async function addPasskey(admin: Admin, authenticator: SoftwareAuthenticator, prf: Uint8Array | null, name = 'Laptop') {
  const options = await admin.client.call(passkeyRegistrationOptions);
  expect(options.status).toBe(200);
  const response = authenticator.create(options.body.options);
  const owner = { tenantId: admin.user.tenantId, userId: admin.user.userId };
  const added = await admin.client.call(registerPasskey, {
    body: {
      name,
      currentAuthKey: admin.derived.authKey,
      response,
      wrappedPrivateKey: prf ? await passkeyEnvelope(admin.derived, admin.keys, prf, owner) : null,
    },
  });
  return { added, response };
}

/** 'Zaloguj kluczem dostępu' from a new browser: the options, then the authenticator's assertion. */
async function signInWithPasskey(
  authenticator: SoftwareAuthenticator,
  choices = {},
  client: Client = new TestClient(),
) {
  const options = await client.call(passkeyLoginOptions);
  expect(options.status).toBe(200);
  expect(options.body.options.allowCredentials ?? []).toEqual([]);
  const response = authenticator.get(options.body.options, choices);
  const answer = await client.call(loginPasskey, { body: { response } });
  return { client, answer, response };
}

const newAuthenticator = () => new SoftwareAuthenticator(testRuntime.origin);

async function passkeyCounter(passkeyId: string) {
  return (await getPasskey(passkeyId))?.counter;
}

describe('adding a passkey in Settings', () => {
  it('needs the password, verifies the attestation and lists the passkey without its credential', async () => {
    const admin = await administrator();
    const authenticator = newAuthenticator();
    const options = await admin.client.call(passkeyRegistrationOptions);
    expect(options.body.options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    expect(options.body.options.rp.id).toBe(new URL(testRuntime.origin).hostname);
    const response = authenticator.create(options.body.options);
    const wrongPassword = await admin.client.call(registerPasskey, {
      body: { name: 'Laptop', currentAuthKey: 'A'.repeat(43), response, wrappedPrivateKey: null },
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.fields).toEqual({ currentAuthKey: 'Aktualne hasło jest nieprawidłowe.' });
    expect((await admin.client.call(listPasskeys)).body.passkeys).toEqual([]);

    const added = await admin.client.call(registerPasskey, {
      body: { name: 'Laptop', currentAuthKey: admin.derived.authKey, response, wrappedPrivateKey: null },
    });
    expect(added.status).toBe(200);
    const listed = (await admin.client.call(listPasskeys)).body.passkeys;
    expect(listed).toEqual([
      {
        passkeyId: added.body.passkeyId,
        name: 'Laptop',
        createdAt: expect.any(String),
        lastUsedAt: null,
        unlocksKeys: false,
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(response.id);
    expect(await logTexts(admin.user.tenantId)).toContain('Dodanie klucza dostępu: Laptop');

    // The same answer again: its challenge is spent.
    const again = await admin.client.call(registerPasskey, {
      body: { name: 'Drugi', currentAuthKey: admin.derived.authKey, response, wrappedPrivateKey: null },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'Czas na potwierdzenie kluczem dostępu minął albo to potwierdzenie zostało już użyte. Spróbuj ponownie.',
    );
    expect((await admin.client.call(listPasskeys)).body.passkeys).toHaveLength(1);
  });

  it('refuses an attestation made for another site or without user verification, adding nothing', async () => {
    const admin = await administrator();
    for (const choices of [
      { origin: 'https://phishing.example' },
      { userVerified: false },
      { rpId: 'phishing.example' },
    ]) {
      const options = await admin.client.call(passkeyRegistrationOptions);
      const response = newAuthenticator().create(options.body.options, choices);
      const refused = await admin.client.call(registerPasskey, {
        body: { name: 'Laptop', currentAuthKey: admin.derived.authKey, response, wrappedPrivateKey: null },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Nie udało się potwierdzić klucza dostępu. Spróbuj ponownie.');
    }
    expect((await admin.client.call(listPasskeys)).body.passkeys).toEqual([]);
  });

  it('refuses a challenge given to another user', async () => {
    const admin = await administrator();
    const other = await administrator();
    const options = await other.client.call(passkeyRegistrationOptions);
    const response = newAuthenticator().create(options.body.options);
    const refused = await admin.client.call(registerPasskey, {
      body: { name: 'Laptop', currentAuthKey: admin.derived.authKey, response, wrappedPrivateKey: null },
    });
    expect(refused.status).toBe(409);
    expect((await admin.client.call(listPasskeys)).body.passkeys).toEqual([]);
  });
});

describe("'Zaloguj kluczem dostępu' with a PRF passkey", () => {
  it('starts a session with no e-mail and no password, and the PRF output unlocks the organisation key', async () => {
    const admin = await administrator();
    const authenticator = newAuthenticator();
    const prf = randomBytes(32);
    const { added } = await addPasskey(admin, authenticator, prf);
    expect(added.body.unlocksKeys).toBe(true);

    const logins = async () =>
      (await logTexts(admin.user.tenantId)).filter((text) => text === 'Zalogowanie do systemu').length;
    const loginsBefore = await logins();
    const { client, answer } = await signInWithPasskey(authenticator);
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie().some((cookie) => cookie.startsWith(`${staffSession.cookieName}=`))).toBe(true);
    expect(answer.body.unlock).toMatchObject({ tenantId: admin.user.tenantId, userId: admin.user.userId });
    const session = await client.call(getSession);
    expect(session.status).toBe(200);
    expect(session.body.email).toBe(admin.email);
    const unlocked = await unlockSessionWithPasskey(prf, answer.body.unlock!.wrappedPrivateKey, session.body.keys, {
      tenantId: admin.user.tenantId,
      userId: admin.user.userId,
    });
    expect(unlocked.organisationPrivateKey).not.toBeNull();
    expect(unlocked.metadataKey).not.toBeNull();
    expect(await logins()).toBe(loginsBefore + 1);
    expect((await admin.client.call(listPasskeys)).body.passkeys[0]?.lastUsedAt).toEqual(expect.any(String));
  });

  it('refuses a replayed assertion and an assertion of a challenge already used', async () => {
    const admin = await administrator();
    const authenticator = newAuthenticator();
    const { added } = await addPasskey(admin, authenticator, randomBytes(32));
    const first = await signInWithPasskey(authenticator);
    expect(first.answer.status).toBe(200);
    const counter = await passkeyCounter(added.body.passkeyId);

    const replayer = new TestClient();
    const replayed = await replayer.call(loginPasskey, { body: { response: first.response } });
    expect(replayed.status).toBe(401);
    expect(replayed.body.message).toBe(
      'Czas na potwierdzenie kluczem dostępu minął albo to potwierdzenie zostało już użyte. Spróbuj ponownie.',
    );
    expect(replayed.headers.getSetCookie()).toEqual([]);

    // A new assertion (counter up) for the same, spent challenge.
    const options = {
      challenge: JSON.parse(Buffer.from(first.response.response.clientDataJSON, 'base64url').toString()).challenge,
    };
    const sameChallenge = authenticator.get(options);
    const twice = await replayer.call(loginPasskey, { body: { response: sameChallenge } });
    expect(twice.status).toBe(401);
    expect(twice.headers.getSetCookie()).toEqual([]);
    expect(await passkeyCounter(added.body.passkeyId)).toBe(counter);
  });

  it('refuses a counter going backwards (a possibly cloned authenticator) and writes nothing', async () => {
    const admin = await administrator();
    const authenticator = newAuthenticator();
    const { added } = await addPasskey(admin, authenticator, randomBytes(32));
    expect((await signInWithPasskey(authenticator, { counter: 5 })).answer.status).toBe(200);
    expect(await passkeyCounter(added.body.passkeyId)).toBe(5);

    for (const counter of [5, 3]) {
      const cloned = await signInWithPasskey(authenticator, { counter });
      expect(cloned.answer.status).toBe(401);
      expect(cloned.answer.body.message).toMatch(/^Ten klucz dostępu został odrzucony: jego licznik użyć się cofnął/);
      expect(cloned.answer.body.remainingAttempts).toEqual(expect.any(Number));
      expect(cloned.answer.headers.getSetCookie()).toEqual([]);
    }
    expect(await passkeyCounter(added.body.passkeyId)).toBe(5);
    expect((await signInWithPasskey(authenticator, { counter: 6 })).answer.status).toBe(200);
  });

  it('refuses an unknown credential, a forged signature and an assertion for another site', async () => {
    const admin = await administrator();
    const authenticator = newAuthenticator();
    await addPasskey(admin, authenticator, randomBytes(32));
    const stranger = newAuthenticator();
    // A credential this site never registered (made for a challenge of its own).
    stranger.create({
      challenge: 'AAAA',
      rp: { name: 'Ostoja', id: new URL(testRuntime.origin).hostname },
      user: { id: 'AAAA', name: 'ktos', displayName: 'Ktoś' },
      pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
    });
    const unknown = await signInWithPasskey(stranger);
    expect(unknown.answer.status).toBe(401);
    expect(unknown.answer.body.message).toBe('Nie rozpoznajemy tego klucza dostępu. Zaloguj się hasłem.');

    const phished = await signInWithPasskey(authenticator, { origin: 'https://phishing.example' });
    expect(phished.answer.status).toBe(401);
    expect(phished.answer.body.message).toBe('Nie udało się potwierdzić klucza dostępu. Spróbuj ponownie.');
    const unverified = await signInWithPasskey(authenticator, { userVerified: false });
    expect(unverified.answer.status).toBe(401);
    expect(unverified.answer.headers.getSetCookie()).toEqual([]);
  });

  it("refuses a deactivated user's passkey", async () => {
    const admin = await administrator();
    const authenticator = newAuthenticator();
    await addPasskey(admin, authenticator, randomBytes(32));
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.staffUser(admin.user.tenantId, admin.user.userId),
        UpdateExpression: 'SET #status = :inactive',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':inactive': staffUserStatus.inactive },
      }),
    );
    const { answer } = await signInWithPasskey(authenticator);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('Konto użytkownika jest nieaktywne. Skontaktuj się z administratorem.');
    expect(answer.headers.getSetCookie()).toEqual([]);
  });
});

describe('a passkey without PRF: a second factor after the password', () => {
  it('cannot sign in alone; after the password it is asked for, and the first PRF output given is wrapped then', async () => {
    const admin = await administrator();
    const authenticator = newAuthenticator();
    const { added } = await addPasskey(admin, authenticator, null);
    expect(added.body.unlocksKeys).toBe(false);

    const alone = await signInWithPasskey(authenticator);
    expect(alone.answer.status).toBe(401);
    expect(alone.answer.body.message).toMatch(/^Ten klucz dostępu nie odblokowuje kluczy szyfrowania/);
    expect(alone.answer.headers.getSetCookie()).toEqual([]);

    const { client, answer, derived } = await logIn(admin.email, admin.password);
    expect(answer.body).toMatchObject({ step: 'passkey' });
    expect(answer.headers.getSetCookie()).toEqual([]);
    const options = (answer.body as { options: Parameters<SoftwareAuthenticator['get']>[0] }).options;
    expect(options.allowCredentials?.map((credential) => credential.id)).toEqual([
      authenticator.credentials[0]!.id.toString('base64url'),
    ]);
    const prf = randomBytes(32);
    const owner = { tenantId: admin.user.tenantId, userId: admin.user.userId };
    const finished = await client.call(loginPasskey, { body: { response: authenticator.get(options) } });
    expect(finished.status).toBe(200);
    expect(finished.body.unlock).toBeNull();
    expect((await client.call(getSession)).status).toBe(200);

    // The browser got a PRF output at this sign-in: it wraps the key, proven by the password it has just typed.
    const wrappedPrivateKey = await passkeyEnvelope(derived, admin.keys, prf, owner);
    const passkeyId = added.body.passkeyId;
    const wrong = await client.call(storePasskeyPrf, {
      params: { passkeyId },
      body: { currentAuthKey: 'A'.repeat(43), wrappedPrivateKey },
    });
    expect(wrong.status).toBe(400);
    expect((await client.call(listPasskeys)).body.passkeys[0]?.unlocksKeys).toBe(false);
    const stored = await client.call(storePasskeyPrf, {
      params: { passkeyId },
      body: { currentAuthKey: derived.authKey, wrappedPrivateKey },
    });
    expect(stored.status).toBe(200);
    expect((await client.call(listPasskeys)).body.passkeys[0]?.unlocksKeys).toBe(true);

    // From now on it signs in alone.
    const signedIn = await signInWithPasskey(authenticator);
    expect(signedIn.answer.status).toBe(200);
    const session = (await signedIn.client.call(getSession)).body;
    await expect(
      unlockSessionWithPasskey(prf, signedIn.answer.body.unlock!.wrappedPrivateKey, session.keys, owner),
    ).resolves.toBeTruthy();
  });

  it("refuses at the second-factor step a passkey of another organisation's user", async () => {
    const admin = await administrator();
    await addPasskey(admin, newAuthenticator(), null);
    const other = await administrator();
    const othersAuthenticator = newAuthenticator();
    await addPasskey(other, othersAuthenticator, null);

    const { client, answer } = await logIn(admin.email, admin.password);
    const options = (answer.body as { options: Parameters<SoftwareAuthenticator['get']>[0] }).options;
    const foreign = othersAuthenticator.get({ ...options, allowCredentials: [] });
    const refused = await client.call(loginPasskey, { body: { response: foreign } });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Nie rozpoznajemy tego klucza dostępu. Zaloguj się hasłem.');
    expect(refused.headers.getSetCookie()).toEqual([]);
    expect((await client.call(getSession)).status).toBe(401);
  });
});

describe('a passkey and the authenticator app', () => {
  it('asks for the passkey first, and offers the app instead, so a lost passkey locks nobody out', async () => {
    const admin = await administrator();
    const offer = await admin.client.call(startTotpSetup);
    expect((await admin.client.call(confirmTotp, { body: { code: totpCodeAt(offer.body.secret) } })).status).toBe(200);
    await addPasskey(admin, newAuthenticator(), null);

    const { client, answer } = await logIn(admin.email, admin.password);
    expect(answer.body).toMatchObject({ step: 'passkey', totpChallengeId: expect.any(String) });
    const { totpChallengeId } = answer.body as { totpChallengeId: string };
    const code = totpCodeAt(offer.body.secret, new Date(Date.now() + 30_000));
    const byApp = await client.call(loginTotp, { body: { challengeId: totpChallengeId, code } });
    expect(byApp.status).toBe(200);
    expect((await client.call(getSession)).status).toBe(200);
  });
});

describe('renaming and removing a passkey', () => {
  it("renames one's own, never another organisation's (nor wraps a key for it); removing needs the password", async () => {
    const admin = await administrator();
    const authenticator = newAuthenticator();
    const { added } = await addPasskey(admin, authenticator, randomBytes(32));
    const passkeyId = added.body.passkeyId;
    const other = await administrator();

    expect((await other.client.call(renamePasskey, { params: { passkeyId }, body: { name: 'Mój' } })).status).toBe(404);
    const othersEnvelope = await passkeyEnvelope(other.derived, other.keys, randomBytes(32), other.user);
    const storedForOther = await other.client.call(storePasskeyPrf, {
      params: { passkeyId },
      body: { currentAuthKey: other.derived.authKey, wrappedPrivateKey: othersEnvelope },
    });
    expect(storedForOther.status).toBe(404);
    expect(
      (
        await other.client.call(removePasskey, {
          params: { passkeyId },
          body: { currentAuthKey: other.derived.authKey },
        })
      ).status,
    ).toBe(404);
    const renamed = await admin.client.call(renamePasskey, { params: { passkeyId }, body: { name: 'Telefon' } });
    expect(renamed.status).toBe(200);
    expect((await admin.client.call(listPasskeys)).body.passkeys.map((passkey) => passkey.name)).toEqual(['Telefon']);

    const wrong = await admin.client.call(removePasskey, {
      params: { passkeyId },
      body: { currentAuthKey: 'A'.repeat(43) },
    });
    expect(wrong.status).toBe(400);
    expect((await admin.client.call(listPasskeys)).body.passkeys).toHaveLength(1);
    const removed = await admin.client.call(removePasskey, {
      params: { passkeyId },
      body: { currentAuthKey: admin.derived.authKey },
    });
    expect(removed.status).toBe(200);
    expect((await admin.client.call(listPasskeys)).body.passkeys).toEqual([]);
    expect(await logTexts(admin.user.tenantId)).toContain('Usunięcie klucza dostępu: Telefon');

    const after = await signInWithPasskey(authenticator);
    expect(after.answer.status).toBe(401);
    const login = await logIn(admin.email, admin.password);
    expect(login.answer.body).toMatchObject({ step: 'session' });
  });
});

describe('deleting a user', () => {
  it('deletes their passkeys with them: the credential no longer names anyone', async () => {
    const admin = await administrator();
    const colleague = await givenStaffUser((await getTenant(admin.user.tenantId))!, { isMainAdmin: false });
    const passkeyId = passkeyIdOf('credential-of-the-colleague');
    await transact(
      addPasskeyWrites({
        passkeyId,
        tenantId: colleague.tenantId,
        userId: colleague.userId,
        name: 'Telefon',
        credentialId: 'credential-of-the-colleague',
        publicKey: 'AAAA',
        counter: 0,
        createdAt: new Date().toISOString(),
        lastUsedAt: null,
        prf: null,
      }),
    );
    expect(await getPasskey(passkeyId)).not.toBeNull();
    const deleted = await admin.client.call(deleteUser, { params: { userId: colleague.userId } });
    expect(deleted.status).toBe(200);
    expect(await getPasskey(passkeyId)).toBeNull();
  });
});
