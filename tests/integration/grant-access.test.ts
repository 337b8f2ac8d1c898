/**
 * Granting a new colleague the organisation key (docs/security.md) against the local emulators, with the
 * same shared crypto the browser runs: the administrator's side wraps the key for the colleague's
 * public key, the server only stores it — after checking the granter holds the key and the
 * colleague is waiting for it. Every refusal is a 4xx that changes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  acceptInvitation,
  addUser,
  deleteUser,
  getReportContent,
  getSession,
  grantAccess,
  listUsers,
  requestPasswordReset,
  resetPassword,
} from '@shared/contracts/index.js';
import type { StaffUserRow } from '@shared/contracts/users/schemas.js';
import {
  deriveLogin,
  grantOrganisationKey,
  newPasswordCredentials,
  unlockGrantedOrganisation,
  unlockSession,
} from '@shared/crypto/account.js';
import type { PublicKeyEnvelope } from '@shared/crypto/envelopes.js';
import { openReportAsOrganisation } from '@shared/crypto/submission.js';
import { userTexts } from '@shared/messages/users.js';
import { getStaffUser } from '../../functions/data/staff-users.js';
import { TestClient, uniqueEmail } from '../support/api-client.js';
import { logIn, logInAndUnlock, registerOrganisation, testArgon } from '../support/accounts.js';
import { lastLinkToken } from '../support/outbox.js';
import { givenCategory, givenReport } from '../support/report-fixtures.js';
import { organisationSnapshot, setPackage, userInput } from '../support/users.js';

type Admin = Awaited<ReturnType<typeof logInAndUnlock>>;

let admin: Admin;
let tenantId: string;

beforeAll(async () => {
  const { email, password } = await registerOrganisation();
  admin = await logInAndUnlock(email, password);
  tenantId = admin.session.customerId;
  // Room for every colleague the tests below add.
  await setPackage(tenantId, 'premium');
});

/** A colleague added by the administrator, who activated the invitation and logged in: waiting for the key. */
async function pendingColleague(type: 1 | 2 | 3 = 2, by: TestClient = admin.client) {
  const email = uniqueEmail('kolega');
  const password = 'Haslo-Kolegi-1';
  const added = await by.call(addUser, { body: userInput({ email, type }) });
  expect(added.status).toBe(200);
  const { credentials } = await newPasswordCredentials(password, testArgon);
  const token = await lastLinkToken(email, '/invitation/');
  expect((await new TestClient().call(acceptInvitation, { params: { token }, body: { credentials } })).status).toBe(
    200,
  );
  const { client } = await logIn(email, password);
  return { id: added.body.id, email, password, client };
}

const rowOf = async (userId: string): Promise<StaffUserRow> =>
  (await admin.client.call(listUsers)).body.users.find((user) => user.id === userId)!;

/** What the administrator's browser does: wrap the organisation key for the row's public key. */
const wrapFor = async (
  row: Pick<StaffUserRow, 'publicKey' | 'kid'>,
  granter: Pick<Admin, 'session' | 'unlocked'> = admin,
) =>
  grantOrganisationKey(granter.session.keys, granter.unlocked.userPrivateKey, {
    publicKey: row.publicKey!,
    kid: row.kid!,
  });

/** An envelope of the right shape for a kid (its content does not matter to a refusal). */
const someEnvelopeFor = (kid: string): PublicKeyEnvelope => ({
  v: 1,
  alg: 'ECDH-ES+A256GCM',
  kid,
  epk: `B${'A'.repeat(86)}`,
  iv: 'A'.repeat(16),
  ct: 'A'.repeat(64),
});

async function refusedAndUnchanged(
  call: () => Promise<{ status: number; body: { message?: string } }>,
  status: number,
  message?: string,
) {
  const before = await organisationSnapshot(tenantId);
  const answer = await call();
  expect(answer.status).toBe(status);
  if (message) expect(answer.body.message).toBe(message);
  expect(await organisationSnapshot(tenantId)).toBe(before);
}

describe('granting access', () => {
  it('a pending colleague sees a report’s metadata but cannot open it; after the grant their own session opens the organisation key and the report', async () => {
    const colleague = await pendingColleague();
    const category = await givenCategory(tenantId, {
      name: `Kategoria ${colleague.id}`,
      users: [{ userId: colleague.id, canResponse: true }],
    });
    const organisation = {
      publicKey: admin.session.keys.organisation.publicKey,
      kid: admin.session.keys.organisation.kid,
    };
    const report = await givenReport(category, { organisation });

    const row = await rowOf(colleague.id);
    expect(row).toMatchObject({ access: 'pending' });
    const session = (await colleague.client.call(getSession)).body;
    expect(row.publicKey).toBe(session.keys.user.publicKey);
    expect(session.keys.organisation.wrappedForUser).toBeNull();
    // Before: the report's ciphertext is served (its metadata is listed), but this account holds no key that opens it.
    const before = await unlockSession(
      await deriveLogin(colleague.password, session.keys.user.wrappedPrivateKey, testArgon),
      session.keys,
    );
    expect(before.organisationPrivateKey).toBeNull();
    const content = await colleague.client.call(getReportContent, { params: { reportId: report.reportId } });
    expect(content.status).toBe(200);
    expect(JSON.stringify(content.body)).not.toContain(`Opis zgłoszenia ${report.identifier}`);

    const answer = await admin.client.call(grantAccess, {
      params: { userId: colleague.id },
      body: { wrappedOrgKey: await wrapFor(row) },
    });
    expect(answer.status).toBe(200);
    expect(await rowOf(colleague.id)).toMatchObject({ access: 'granted', publicKey: null, kid: null });

    // The colleague's tab, still open, unlocks without the password; a new login does too.
    const granted = (await colleague.client.call(getSession)).body;
    const inOpenTab = await unlockGrantedOrganisation(granted.keys, before.userPrivateKey);
    expect(inOpenTab.metadataKey).not.toBeNull();
    const login = await deriveLogin(colleague.password, granted.keys.user.wrappedPrivateKey, testArgon);
    const unlocked = await unlockSession(login, granted.keys);
    expect(unlocked.organisationPrivateKey).not.toBeNull();
    for (const key of [inOpenTab.organisationPrivateKey!, unlocked.organisationPrivateKey!]) {
      const opened = await openReportAsOrganisation(key, granted.keys.organisation.kid, content.body);
      expect(opened.fields.map((field) => field.value)).toEqual([`Opis zgłoszenia ${report.identifier}`]);
    }
  });

  it('never to oneself (403), even for an administrator waiting for the key themselves', async () => {
    await refusedAndUnchanged(
      () =>
        admin.client.call(grantAccess, {
          params: { userId: admin.session.id },
          body: { wrappedOrgKey: someEnvelopeFor(admin.session.keys.user.kid) },
        }),
      403,
      userTexts.cannotGrantSelf,
    );
    const waiting = await pendingColleague(1);
    const waitingKeys = (await waiting.client.call(getSession)).body.keys.user;
    const forThemselves = await wrapFor({ publicKey: waitingKeys.publicKey, kid: waitingKeys.kid });
    await refusedAndUnchanged(
      () =>
        waiting.client.call(grantAccess, { params: { userId: waiting.id }, body: { wrappedOrgKey: forThemselves } }),
      403,
      userTexts.cannotGrantSelf,
    );
    expect((await rowOf(waiting.id)).access).toBe('pending');
  });

  it('not to a deleted colleague (404), with the envelope made before the delete', async () => {
    const colleague = await pendingColleague();
    const envelope = await wrapFor(await rowOf(colleague.id));
    expect((await admin.client.call(deleteUser, { params: { userId: colleague.id } })).status).toBe(200);
    await refusedAndUnchanged(
      () => admin.client.call(grantAccess, { params: { userId: colleague.id }, body: { wrappedOrgKey: envelope } }),
      404,
      userTexts.userNotFound,
    );
    expect(await getStaffUser(tenantId, colleague.id)).toBeNull();
  });

  it('an administrator without the key cannot grant it (403), and nothing changes', async () => {
    const otherAdmin = await pendingColleague(1);
    const colleague = await pendingColleague();
    const someEnvelope = await wrapFor(await rowOf(colleague.id));
    await refusedAndUnchanged(
      () =>
        otherAdmin.client.call(grantAccess, {
          params: { userId: colleague.id },
          body: { wrappedOrgKey: someEnvelope },
        }),
      403,
      userTexts.notHoldingKey,
    );
  });

  it.each([
    ['a user (Użytkownik)', 2],
    ['an auditor (Audytor)', 3],
  ] as const)('%s who holds the key still may not grant it (403), and nothing changes', async (_who, type) => {
    const holder = await pendingColleague(type);
    expect(
      (
        await admin.client.call(grantAccess, {
          params: { userId: holder.id },
          body: { wrappedOrgKey: await wrapFor(await rowOf(holder.id)) },
        })
      ).status,
    ).toBe(200);
    const colleague = await pendingColleague();
    const envelope = await wrapFor(await rowOf(colleague.id));
    await refusedAndUnchanged(
      () => holder.client.call(grantAccess, { params: { userId: colleague.id }, body: { wrappedOrgKey: envelope } }),
      403,
    );
    expect((await rowOf(colleague.id)).access).toBe('pending');
  });

  it('only to a colleague who waits for it: not yet activated, or already granted, is 409; an unknown user 404', async () => {
    const invited = await admin.client.call(addUser, { body: userInput() });
    const granted = await pendingColleague();
    const envelope = await wrapFor(await rowOf(granted.id));
    expect(
      (await admin.client.call(grantAccess, { params: { userId: granted.id }, body: { wrappedOrgKey: envelope } }))
        .status,
    ).toBe(200);
    await refusedAndUnchanged(
      () => admin.client.call(grantAccess, { params: { userId: invited.body.id }, body: { wrappedOrgKey: envelope } }),
      409,
      userTexts.notActivatedYet,
    );
    await refusedAndUnchanged(
      () => admin.client.call(grantAccess, { params: { userId: granted.id }, body: { wrappedOrgKey: envelope } }),
      409,
      userTexts.alreadyGranted,
    );
    await refusedAndUnchanged(
      () =>
        admin.client.call(grantAccess, {
          params: { userId: '00000000-0000-4000-8000-000000000000' },
          body: { wrappedOrgKey: envelope },
        }),
      404,
    );
  });

  it('an envelope for another key than the colleague’s is refused (400) and nothing is stored', async () => {
    const colleague = await pendingColleague();
    const someoneElse = await pendingColleague();
    const forSomeoneElse = await wrapFor(await rowOf(someoneElse.id));
    await refusedAndUnchanged(
      () =>
        admin.client.call(grantAccess, { params: { userId: colleague.id }, body: { wrappedOrgKey: forSomeoneElse } }),
      400,
      userTexts.keyNotForUser,
    );
    expect((await rowOf(colleague.id)).access).toBe('pending');
  });

  it('two grants sent at once: one is stored, the other is told the user changed meanwhile (409)', async () => {
    const colleague = await pendingColleague();
    const row = await rowOf(colleague.id);
    const [first, second] = await Promise.all([wrapFor(row), wrapFor(row)]);
    const answers = await Promise.all(
      [first, second].map((wrappedOrgKey) =>
        admin.client.call(grantAccess, { params: { userId: colleague.id }, body: { wrappedOrgKey } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('after a password reset the colleague waits again; an envelope for the old key is refused, one for the new key works', async () => {
    const colleague = await pendingColleague();
    const oldRow = await rowOf(colleague.id);
    const forOldKey = await wrapFor(oldRow);
    expect(
      (await admin.client.call(grantAccess, { params: { userId: colleague.id }, body: { wrappedOrgKey: forOldKey } }))
        .status,
    ).toBe(200);

    await new TestClient().call(requestPasswordReset, { body: { email: colleague.email } });
    const token = await lastLinkToken(colleague.email, '/reset/');
    const { credentials } = await newPasswordCredentials('Nowe-haslo-2', testArgon);
    expect((await new TestClient().call(resetPassword, { params: { token }, body: { credentials } })).status).toBe(200);
    const newRow = await rowOf(colleague.id);
    expect(newRow.access).toBe('pending');

    await refusedAndUnchanged(
      () => admin.client.call(grantAccess, { params: { userId: colleague.id }, body: { wrappedOrgKey: forOldKey } }),
      400,
    );
    expect(
      (
        await admin.client.call(grantAccess, {
          params: { userId: colleague.id },
          body: { wrappedOrgKey: await wrapFor(newRow) },
        })
      ).status,
    ).toBe(200);
  });

  it('another organisation’s pending user is out of reach (404), even for an administrator holding their own key', async () => {
    const other = await registerOrganisation();
    const otherAdmin = await logInAndUnlock(other.email, other.password);
    const email = uniqueEmail('obcy');
    const added = await otherAdmin.client.call(addUser, { body: userInput({ email }) });
    const { credentials } = await newPasswordCredentials('Haslo-Obcego-1', testArgon);
    await new TestClient().call(acceptInvitation, {
      params: { token: await lastLinkToken(email, '/invitation/') },
      body: { credentials },
    });
    const envelope: PublicKeyEnvelope = await grantOrganisationKey(admin.session.keys, admin.unlocked.userPrivateKey, {
      publicKey: credentials.publicKey,
      kid: credentials.kid,
    });
    const before = await organisationSnapshot(otherAdmin.session.customerId);
    const answer = await admin.client.call(grantAccess, {
      params: { userId: added.body.id },
      body: { wrappedOrgKey: envelope },
    });
    expect(answer.status).toBe(404);
    expect(await organisationSnapshot(otherAdmin.session.customerId)).toBe(before);
  });

  it('deleting a granted colleague revokes their copy of the key with them', async () => {
    const colleague = await pendingColleague();
    await admin.client.call(grantAccess, {
      params: { userId: colleague.id },
      body: { wrappedOrgKey: await wrapFor(await rowOf(colleague.id)) },
    });
    expect((await getStaffUser(tenantId, colleague.id))?.wrappedOrgKey).toBeTruthy();
    expect((await admin.client.call(deleteUser, { params: { userId: colleague.id } })).status).toBe(200);
    expect(await getStaffUser(tenantId, colleague.id)).toBeNull();
    expect((await colleague.client.call(getSession)).status).toBe(401);
  });
});
