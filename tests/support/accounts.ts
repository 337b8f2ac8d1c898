import { activateAccount, getLoginParams, getSession, login, register } from '@shared/contracts/index.js';
import { createRegistrationKeys, deriveLogin, unlockSession } from '@shared/crypto/account.js';
import { staffSession } from '@shared/domain/session.js';
import { createStaffSession } from '../../functions/data/sessions.js';
import { getStaffUserByEmail, type StaffUser } from '../../functions/data/staff-users.js';
import { getTenant } from '../../functions/data/tenants.js';
import { TestClient, uniqueEmail } from './api-client.js';
import { givenStaffUser } from './fixtures.js';
import { lastLinkToken } from './outbox.js';
import { testArgon } from './test-argon.js';

export { testArgon } from './test-argon.js';

export const registrationDetails = {
  name: 'Anna Kowalska',
  companyName: 'Fundacja Łąka',
  companyAddress: 'ul. Polna 1',
  companyZipCode: '00-950',
  companyCity: 'Warszawa',
};

/**
 * Registers and activates an organisation through the API, as the browser does. With cheap
 * Argon2 by default; a browser login (which refuses weak parameters) needs `argon: {}`.
 */
export async function registerOrganisation(
  password = 'tajne-haslo-1',
  email = uniqueEmail('admin'),
  argon: Partial<typeof testArgon> = testArgon,
) {
  const client = new TestClient();
  const registered = await client.call(register, { body: { email } });
  if (registered.status !== 200) throw new Error(`register: ${registered.status}`);
  const token = await lastLinkToken(email, '/registration/');
  const keys = await createRegistrationKeys(password, argon);
  const activated = await client.call(activateAccount, {
    params: { token },
    body: { details: registrationDetails, credentials: keys.credentials, organisation: keys.organisation },
  });
  if (activated.status !== 200) throw new Error(`activate: ${activated.status} ${JSON.stringify(activated.body)}`);
  return { email, password, recoveryKey: keys.recoveryKey, keys };
}

/** Logs in as the browser does: parameters → Argon2id → authKey; returns the client with its session. */
export async function logIn(email: string, password: string, client = new TestClient()) {
  const params = await client.call(getLoginParams, { body: { email } });
  const derived = await deriveLogin(password, params.body, testArgon);
  const answer = await client.call(login, { body: { email, authKey: derived.authKey } });
  return { client, answer, derived };
}

/** Logs in and unlocks the session keys; fails loudly if anything is off. */
export async function logInAndUnlock(email: string, password: string) {
  const { client, answer, derived } = await logIn(email, password);
  if (answer.status !== 200) throw new Error(`login: ${answer.status}`);
  const session = await client.call(getSession);
  const unlocked = await unlockSession(derived, session.body.keys);
  return { client, session: session.body, unlocked };
}

/**
 * Another staff user in an existing organisation, logged in: written straight to the table
 * because the users panel (which adds users) is a later issue.
 */
export async function colleagueOf(adminEmail: string, user: Partial<StaffUser>) {
  const admin = await getStaffUserByEmail(adminEmail);
  const tenant = admin ? await getTenant(admin.tenantId) : null;
  if (!tenant) throw new Error(`no organisation for ${adminEmail}`);
  const colleague = await givenStaffUser(tenant, { isMainAdmin: false, ...user });
  const { sessionId, csrfToken } = await createStaffSession(tenant.tenantId, colleague.userId);
  const client = new TestClient();
  client.cookies.set(staffSession.cookieName, sessionId);
  client.csrfToken = csrfToken;
  return { client, user: colleague, tenant };
}
