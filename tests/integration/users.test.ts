/**
 * The staff users panel against the local emulators: the list, adding within
 * the package's account limit (also when adds race), editing and deleting with the spec's
 * validation texts, and the refusals that must change nothing: oneself, the main administrator,
 * one's own type, another organisation's users.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { addUser, deleteUser, getSession, listUsers, resendInvitation, updateUser } from '@shared/contracts/index.js';
import type { StaffUserFormInput } from '@shared/contracts/users/schemas.js';
import { packages } from '@shared/domain/packages.js';
import { userTexts } from '@shared/messages/users.js';
import { getStaffUser, getStaffUserByEmail } from '../../functions/data/staff-users.js';
import { getCounters } from '../../functions/data/tenants.js';
import { listLogEntries } from '../../functions/data/audit-log.js';
import type { TestClient } from '../support/api-client.js';
import { uniqueEmail } from '../support/api-client.js';
import { logIn, registerOrganisation } from '../support/accounts.js';
import { givenCategory } from '../support/report-fixtures.js';
import { organisationSnapshot, sessionOf, setPackage, userInput } from '../support/users.js';

interface Organisation {
  tenantId: string;
  adminId: string;
  adminEmail: string;
  admin: TestClient;
}

async function givenOrganisation(): Promise<Organisation> {
  const { email, password } = await registerOrganisation();
  const { client } = await logIn(email, password);
  const session = (await client.call(getSession)).body;
  return { tenantId: session.customerId, adminId: session.id, adminEmail: email, admin: client };
}

/** Adds a user through the API; fails the test if refused. */
async function added(org: Organisation, overrides: Partial<StaffUserFormInput> = {}) {
  const answer = await org.admin.call(addUser, { body: userInput(overrides) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

describe('the users list', () => {
  let org: Organisation;
  beforeAll(async () => {
    org = await givenOrganisation();
  });

  it('lists the main administrator with their last login, the package’s limit and whether SMS login is in it', async () => {
    const list = await org.admin.call(listUsers);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({
      admin: true,
      mayGrant: true,
      currentUserId: org.adminId,
      possibleAdminCount: packages.standard.accountLimit,
      packageType: 'Standard',
      smsAuthorizationPackage: true,
    });
    const [me] = list.body.users;
    expect(me).toMatchObject({
      id: org.adminId,
      email: org.adminEmail,
      type: 1,
      status: 1,
      isMainAdmin: true,
      access: 'granted',
      categoriesNames: [],
    });
    // The login this client made is recorded (lastLoginDate).
    expect(Date.now() - Date.parse(me!.lastLoginDate!)).toBeLessThan(60_000);
  });

  it('adds a user who is listed with their rights, no login yet, invited to activate; the change is logged', async () => {
    const input = userInput({ name: 'Jan Nowak', phone: '600100200', smsAuthorization: true, canArchivize: true });
    const answer = await org.admin.call(addUser, { body: input });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      name: 'Jan Nowak',
      email: input.email,
      phone: '600100200',
      type: 2,
      status: 1,
      isMainAdmin: false,
      canArchivize: true,
      smsAuthorization: true,
      lastLoginDate: null,
      access: 'invited',
    });
    // The invitation link works for 7 days.
    expect(Date.parse(answer.body.invitationExpiresAt!) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const list = (await org.admin.call(listUsers)).body.users;
    expect(list.map((user) => user.email)).toContain(input.email);
    expect((await getCounters(org.tenantId)).staffUsers).toBe(list.length);
    const log = await listLogEntries(org.tenantId, { limit: 5 });
    expect(log.items.map((entry) => entry.text)).toContain('Dodanie użytkownika: Jan Nowak');
  });

  it('a user or auditor sees the same table without the right to change it', async () => {
    const colleague = await added(org, { type: 3 });
    const auditor = await sessionOf(org.tenantId, colleague.id);
    const list = await auditor.call(listUsers);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ admin: false, mayGrant: false, currentUserId: colleague.id });
    expect(list.body.users.map((user) => user.id)).toContain(org.adminId);
  });

  it('shows the names of the categories a user is assigned to', async () => {
    // Categories are assigned in the categories panel; here only their names are read.
    const colleague = await added(org);
    await givenCategory(org.tenantId, { name: 'Mobbing', users: [{ userId: colleague.id, canResponse: false }] });
    const row = (await org.admin.call(listUsers)).body.users.find((user) => user.id === colleague.id);
    expect(row?.categoriesNames).toEqual(['Mobbing']);
  });
});

describe('adding a user: the spec’s validation texts', () => {
  let org: Organisation;
  beforeAll(async () => {
    org = await givenOrganisation();
  });

  it.each<[Partial<StaffUserFormInput>, string, string]>([
    [{ name: '' }, 'name', 'Pole jest wymagana.'],
    [{ name: 'x'.repeat(51) }, 'name', 'Pole nie może mieć więcej niż 50 znaków'],
    [{ email: '' }, 'email', 'E-mail jest wymagany'],
    [{ email: 'jan.nowak' }, 'email', 'Zły format email'],
    [{ phone: '12345' }, 'phone', 'Pole nie może mieć mniej niż 9 znaków'],
    [{ phone: '1234567890' }, 'phone', 'Pole nie może mieć więcej niż 9 znaków'],
    [{ phone: '600-100-2' }, 'phone', 'Numer telefonu musi zawierać dokładnie 9 cyfr!'],
    [
      { smsAuthorization: true, phone: '' },
      'smsAuthorization',
      'Nie można włączyć dwuetapowej autoryzacji z powodu błędnie wypełnionego pola numeru telefonu!',
    ],
    [{ type: 1, status: 0 }, 'status', userTexts.administratorAlwaysActive],
  ])('refuses %j with 400 and the message for %s, and stores nothing', async (change, field, message) => {
    const before = await organisationSnapshot(org.tenantId);
    const answer = await org.admin.call(addUser, { body: userInput(change) });
    expect(answer.status).toBe(400);
    expect(answer.body.fields?.[field]).toBe(message);
    expect(await organisationSnapshot(org.tenantId)).toBe(before);
  });

  it('an e-mail is unique across the product: taken here or in another organisation, 409 and nothing stored', async () => {
    const other = await givenOrganisation();
    for (const email of [org.adminEmail, other.adminEmail]) {
      const before = await organisationSnapshot(org.tenantId);
      const answer = await org.admin.call(addUser, { body: userInput({ email: email.toUpperCase() }) });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(userTexts.emailTaken);
      expect(await organisationSnapshot(org.tenantId)).toBe(before);
    }
  });

  it('an auditor is never given the right to forward reports', async () => {
    const auditor = await added(org, { type: 3, canExternalSend: true });
    expect(auditor.canExternalSend).toBe(false);
    expect((await getStaffUser(org.tenantId, auditor.id))?.canExternalSend).toBe(false);
  });
});

describe('the package’s account limit', () => {
  it('adds only while the organisation has fewer accounts than its package allows; above it 409 and nothing changes', async () => {
    const org = await givenOrganisation();
    await setPackage(org.tenantId, 'start');
    expect((await org.admin.call(listUsers)).body.possibleAdminCount).toBe(packages.start.accountLimit);
    for (let i = 1; i < packages.start.accountLimit; i++) await added(org);

    const before = await organisationSnapshot(org.tenantId);
    const refused = await org.admin.call(addUser, { body: userInput() });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(userTexts.accountLimitReached(packages.start.accountLimit, 'Start'));
    expect(await organisationSnapshot(org.tenantId)).toBe(before);
    expect((await org.admin.call(listUsers)).body.users).toHaveLength(packages.start.accountLimit);
  });

  it('adds sent at once never pass the limit: exactly the free places are taken', async () => {
    const org = await givenOrganisation();
    await setPackage(org.tenantId, 'start');
    const free = packages.start.accountLimit - 1;
    const answers = await Promise.all(Array.from({ length: 8 }, () => org.admin.call(addUser, { body: userInput() })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(free);
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.status)).toEqual(
      Array(8 - free).fill(409),
    );
    expect((await org.admin.call(listUsers)).body.users).toHaveLength(packages.start.accountLimit);
    expect((await getCounters(org.tenantId)).staffUsers).toBe(packages.start.accountLimit);
  });

  it('deleting a user frees a place', async () => {
    const org = await givenOrganisation();
    await setPackage(org.tenantId, 'start');
    const users = [await added(org), await added(org)];
    expect((await org.admin.call(addUser, { body: userInput() })).status).toBe(409);
    expect((await org.admin.call(deleteUser, { params: { userId: users[0]!.id } })).status).toBe(200);
    expect((await org.admin.call(addUser, { body: userInput() })).status).toBe(200);
  });
});

describe('editing a user', () => {
  let org: Organisation;
  beforeAll(async () => {
    org = await givenOrganisation();
  });

  it('changes the data and rights; a new e-mail moves the claim, so the old one is free again', async () => {
    const user = await added(org);
    const email = uniqueEmail('nowy');
    const answer = await org.admin.call(updateUser, {
      params: { userId: user.id },
      body: userInput({
        name: 'Marta Nowak',
        email,
        type: 3,
        canReports: false,
        phone: '600100200',
        smsAuthorization: true,
      }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      name: 'Marta Nowak',
      email,
      type: 3,
      canReports: false,
      smsAuthorization: true,
    });
    expect((await getStaffUserByEmail(email))?.userId).toBe(user.id);
    expect(await getStaffUserByEmail(user.email)).toBeNull();
    expect((await org.admin.call(addUser, { body: userInput({ email: user.email }) })).status).toBe(200);
  });

  it('refuses an e-mail another account has (409) and changes nothing', async () => {
    const user = await added(org);
    const before = await organisationSnapshot(org.tenantId);
    const answer = await org.admin.call(updateUser, {
      params: { userId: user.id },
      body: userInput({ email: org.adminEmail }),
    });
    expect(answer.status).toBe(409);
    expect(await organisationSnapshot(org.tenantId)).toBe(before);
  });

  it('deactivating a user ends their open session at once; reactivating does not bring it back', async () => {
    const user = await added(org);
    const theirs = await sessionOf(org.tenantId, user.id);
    expect((await theirs.call(listUsers)).status).toBe(200);
    expect(
      (
        await org.admin.call(updateUser, {
          params: { userId: user.id },
          body: userInput({ email: user.email, status: 0 }),
        })
      ).status,
    ).toBe(200);
    expect((await theirs.call(listUsers)).status).toBe(401);
    expect(
      (
        await org.admin.call(updateUser, {
          params: { userId: user.id },
          body: userInput({ email: user.email, status: 1 }),
        })
      ).status,
    ).toBe(200);
    expect((await theirs.call(listUsers)).status).toBe(401);
    expect((await (await sessionOf(org.tenantId, user.id)).call(listUsers)).status).toBe(200);
  });

  it('nobody changes their own type or deactivates themselves; the main administrator stays an administrator (403, nothing changes)', async () => {
    const other = await added(org, { type: 1 });
    const otherAdmin = await sessionOf(org.tenantId, other.id);
    const refusals: [TestClient, string, Partial<StaffUserFormInput>, string][] = [
      [org.admin, org.adminId, { email: org.adminEmail, type: 2 }, userTexts.cannotChangeOwnType],
      [otherAdmin, other.id, { email: other.email, type: 3 }, userTexts.cannotChangeOwnType],
      [otherAdmin, org.adminId, { email: org.adminEmail, type: 2 }, userTexts.mainAdminStaysAdministrator],
    ];
    for (const [client, userId, change, message] of refusals) {
      const before = await organisationSnapshot(org.tenantId);
      const answer = await client.call(updateUser, { params: { userId }, body: userInput(change) });
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(message);
      expect(await organisationSnapshot(org.tenantId)).toBe(before);
    }
    // An administrator cannot be inactive at all, oneself included.
    const answer = await otherAdmin.call(updateUser, {
      params: { userId: other.id },
      body: userInput({ email: other.email, type: 1, status: 0 }),
    });
    expect(answer.status).toBe(400);
  });

  it('an administrator may edit their own name and phone', async () => {
    const answer = await org.admin.call(updateUser, {
      params: { userId: org.adminId },
      body: userInput({
        name: 'Anna Kowalska-Nowak',
        email: org.adminEmail,
        type: 1,
        canArchivize: true,
        canReports: true,
        canExternalSend: true,
        phone: '600100300',
      }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: 'Anna Kowalska-Nowak', phone: '600100300', isMainAdmin: true, type: 1 });
  });
});

describe('deleting a user', () => {
  let org: Organisation;
  beforeAll(async () => {
    org = await givenOrganisation();
  });

  it('deletes for good: gone from the list, the e-mail free, the counter down, their open session over, the change logged', async () => {
    const user = await added(org, { name: 'Piotr Usuwany' });
    const theirs = await sessionOf(org.tenantId, user.id);
    const count = (await getCounters(org.tenantId)).staffUsers;
    const answer = await org.admin.call(deleteUser, { params: { userId: user.id } });
    expect(answer.status).toBe(200);
    expect((await org.admin.call(listUsers)).body.users.map((row) => row.id)).not.toContain(user.id);
    expect(await getStaffUserByEmail(user.email)).toBeNull();
    expect((await getCounters(org.tenantId)).staffUsers).toBe(count - 1);
    expect((await theirs.call(listUsers)).status).toBe(401);
    const log = await listLogEntries(org.tenantId, { limit: 5 });
    expect(log.items[0]?.text).toBe(
      'Usunięcie użytkownika: Piotr Usuwany (wraz z jego dostępem do klucza organizacji)',
    );
  });

  it('never oneself, never the main administrator (403), and an unknown id is 404: nothing changes', async () => {
    const other = await added(org, { type: 1 });
    const otherAdmin = await sessionOf(org.tenantId, other.id);
    const cases: [TestClient, string, number, string][] = [
      [org.admin, org.adminId, 403, userTexts.cannotDeleteSelf],
      [otherAdmin, other.id, 403, userTexts.cannotDeleteSelf],
      [otherAdmin, org.adminId, 403, userTexts.cannotDeleteMainAdmin],
      [org.admin, '00000000-0000-4000-8000-000000000000', 404, userTexts.userNotFound],
    ];
    for (const [client, userId, status, message] of cases) {
      const before = await organisationSnapshot(org.tenantId);
      const answer = await client.call(deleteUser, { params: { userId } });
      expect(answer.status).toBe(status);
      expect(answer.body.message).toBe(message);
      expect(await organisationSnapshot(org.tenantId)).toBe(before);
    }
  });
});

describe('another organisation’s users', () => {
  it('are out of reach: editing or deleting them answers 404 and changes nothing of theirs', async () => {
    const [ours, theirs] = [await givenOrganisation(), await givenOrganisation()];
    const theirUser = await added(theirs);
    const before = await organisationSnapshot(theirs.tenantId);
    const edit = await ours.admin.call(updateUser, {
      params: { userId: theirUser.id },
      body: userInput({ email: theirUser.email }),
    });
    const remove = await ours.admin.call(deleteUser, { params: { userId: theirs.adminId } });
    const resend = await ours.admin.call(resendInvitation, { params: { userId: theirUser.id } });
    expect([edit.status, remove.status, resend.status]).toEqual([404, 404, 404]);
    expect(await organisationSnapshot(theirs.tenantId)).toBe(before);
    expect((await ours.admin.call(listUsers)).body.users.map((user) => user.id)).not.toContain(theirUser.id);
  });
});
