/**
 * A new staff user's invitation against the local emulators: the e-mailed link, the activation
 * page's data, the password and key pair made client-side (here by the same shared code the
 * browser runs), the first login without the organisation key; used, replaced and deleted
 * invitations answer 404 and change nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  acceptInvitation,
  addUser,
  deleteUser,
  getInvitation,
  getSession,
  listUsers,
  resendInvitation,
  updateUser,
} from '@shared/contracts/index.js';
import { newPasswordCredentials } from '@shared/crypto/account.js';
import { userTexts } from '@shared/messages/users.js';
import { getStaffUser } from '../../functions/data/staff-users.js';
import { TestClient, uniqueEmail } from '../support/api-client.js';
import { logIn, registerOrganisation, registrationDetails, testArgon } from '../support/accounts.js';
import { emailsTo, lastLinkToken } from '../support/outbox.js';
import { organisationSnapshot, userInput } from '../support/users.js';

let admin: TestClient;
let tenantId: string;

beforeAll(async () => {
  const { email, password } = await registerOrganisation();
  admin = (await logIn(email, password)).client;
  tenantId = (await admin.call(getSession)).body.customerId;
});

async function invite(name = 'Marta Wiśniewska') {
  const email = uniqueEmail('zaproszona');
  const added = await admin.call(addUser, { body: userInput({ name, email }) });
  expect(added.status).toBe(200);
  return { userId: added.body.id, email, token: await lastLinkToken(email, '/invitation/') };
}

const accept = async (
  token: string,
  password = 'Haslo-Zaproszonej-1',
  argon: { m: number; t: number; p: number } = testArgon,
) => {
  const { credentials } = await newPasswordCredentials(password, argon);
  return new TestClient().call(acceptInvitation, { params: { token }, body: { credentials } });
};

describe('the invitation of a new user', () => {
  it('is e-mailed on adding: the link names no one, and opens the page with the e-mail, the name and the organisation', async () => {
    const { email, token } = await invite('Jan Zaproszony');
    const [mail] = await emailsTo(email);
    expect(mail?.subject).toBe('Ostoja — zaproszenie do obsługi zgłoszeń');
    expect(mail?.body.text).toContain(`organizacji ${registrationDetails.companyName}`);
    expect(mail?.body.text).not.toContain(email);
    const answer = await new TestClient().call(getInvitation, { params: { token } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ email, name: 'Jan Zaproszony', organisationName: registrationDetails.companyName });
  });

  it('before activation the user cannot log in; after it they log in with the key pair made client-side and no organisation key yet', async () => {
    const { userId, email, token } = await invite();
    expect((await logIn(email, 'Haslo-Zaproszonej-1')).answer.status).toBe(401);

    const accepted = await accept(token);
    expect(accepted.status).toBe(200);
    const { client, answer } = await logIn(email, 'Haslo-Zaproszonej-1');
    expect(answer.status).toBe(200);
    const session = (await client.call(getSession)).body;
    expect(session.id).toBe(userId);
    expect(session.keys.organisation.wrappedForUser).toBeNull();

    const row = (await admin.call(listUsers)).body.users.find((user) => user.id === userId);
    expect(row).toMatchObject({
      access: 'pending',
      publicKey: session.keys.user.publicKey,
      kid: session.keys.user.kid,
      invitationExpiresAt: null,
    });
    expect(row?.lastLoginDate).not.toBeNull();
  });

  it('works once: a used link answers 404 with the invitation text and changes nothing', async () => {
    const { token } = await invite();
    expect((await accept(token)).status).toBe(200);
    const before = await organisationSnapshot(tenantId);
    const again = await accept(token, 'Inne-haslo-2');
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(userTexts.invitationInvalid);
    expect((await new TestClient().call(getInvitation, { params: { token } })).status).toBe(404);
    expect(await organisationSnapshot(tenantId)).toBe(before);
  });

  it('refuses a password envelope cheaper than the floor (400) and stays usable', async () => {
    const { token } = await invite();
    const weak = await accept(token, 'Haslo-Zaproszonej-1', { m: testArgon.m, t: 1, p: 1 });
    expect(weak.status).toBe(400);
    expect((await new TestClient().call(getInvitation, { params: { token } })).status).toBe(200);
  });

  it('sent again, the previous link stops working and the new one works', async () => {
    const { userId, email, token } = await invite();
    const resent = await admin.call(resendInvitation, { params: { userId } });
    expect(resent.status).toBe(200);
    const fresh = await lastLinkToken(email, '/invitation/');
    expect(fresh).not.toBe(token);
    expect((await new TestClient().call(getInvitation, { params: { token } })).status).toBe(404);
    expect((await accept(fresh)).status).toBe(200);
    // Once activated, there is nothing to send again.
    const answer = await admin.call(resendInvitation, { params: { userId } });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(userTexts.alreadyActivated);
  });

  it('a corrected e-mail invites the user again at the new address; the old link stops working', async () => {
    const { userId, token } = await invite();
    const corrected = uniqueEmail('poprawiony');
    expect((await admin.call(updateUser, { params: { userId }, body: userInput({ email: corrected }) })).status).toBe(
      200,
    );
    const fresh = await lastLinkToken(corrected, '/invitation/');
    expect((await new TestClient().call(getInvitation, { params: { token } })).status).toBe(404);
    expect((await new TestClient().call(getInvitation, { params: { token: fresh } })).body.email).toBe(corrected);
  });

  it('a deleted user’s invitation answers 404', async () => {
    const { userId, token } = await invite();
    expect((await admin.call(deleteUser, { params: { userId } })).status).toBe(200);
    expect((await new TestClient().call(getInvitation, { params: { token } })).status).toBe(404);
    expect((await accept(token)).status).toBe(404);
    expect(await getStaffUser(tenantId, userId)).toBeNull();
  });

  it('a deactivated user may set a password but not log in until reactivated', async () => {
    const { userId, email, token } = await invite();
    expect((await admin.call(updateUser, { params: { userId }, body: userInput({ email, status: 0 }) })).status).toBe(
      200,
    );
    expect((await accept(token)).status).toBe(200);
    const { answer } = await logIn(email, 'Haslo-Zaproszonej-1');
    expect(answer.status).toBe(403);
    expect((answer.body as { message?: string }).message).toContain('nieaktywne');
  });
});
