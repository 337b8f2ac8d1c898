import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { contracts, type Contract } from '@shared/contracts/index.js';
import { staffSession } from '@shared/domain/session.js';
import { staffUserType } from '@shared/domain/staff-user.js';
import { errorMessages } from '@shared/messages/errors.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { keys } from '../../functions/data/keys.js';
import { createStaffSession } from '../../functions/data/sessions.js';
import { TestClient } from '../support/api-client.js';
import { givenStaffUser, givenTenant } from '../support/fixtures.js';

type Role = 'mainAdmin' | 'admin' | 'user' | 'auditor';
type Outcome = 'allowed' | 'refused';
const roles: readonly Role[] = ['mainAdmin', 'admin', 'user', 'auditor'];

/** Rows: main administrator, administrator, user, auditor. */
const row = (mainAdmin: Outcome, admin: Outcome, user: Outcome, auditor: Outcome) => ({
  mainAdmin,
  admin,
  user,
  auditor,
});
const everyone = row('allowed', 'allowed', 'allowed', 'allowed');
const mainAdministratorOnly = row('allowed', 'refused', 'refused', 'refused');
const notAuditors = row('allowed', 'allowed', 'allowed', 'refused');
const systemLogReaders = row('allowed', 'allowed', 'refused', 'allowed');
const administrators = row('allowed', 'allowed', 'refused', 'refused');

/**
 * Who may call each staff endpoint (docs/features.md, "Who may do what"): one line per contract. A new staff
 * contract fails this test until its line is added here.
 */
const expected: Record<string, ReturnType<typeof row>> = {
  logout: everyone,
  'get-session': everyone,
  'change-password': everyone,
  'start-totp-setup': everyone,
  'confirm-totp': everyone,
  'regenerate-backup-codes': everyone,
  'disable-totp': everyone,
  'passkey-registration-options': everyone,
  'register-passkey': everyone,
  'list-passkeys': everyone,
  'rename-passkey': everyone,
  'remove-passkey': everyone,
  'store-passkey-prf': everyone,
  'restore-access': everyone,
  'get-dashboard': everyone,
  'get-setup-checklist': mainAdministratorOnly,
  'complete-setup-step': mainAdministratorOnly,
  'list-categories': everyone,
  'get-category': everyone,
  'create-category': mainAdministratorOnly,
  'update-category': mainAdministratorOnly,
  'delete-category': mainAdministratorOnly,
  'create-default-category': mainAdministratorOnly,
  'list-category-users': mainAdministratorOnly,
  'set-category-users': mainAdministratorOnly,
  'list-category-attachments': everyone,
  'start-category-attachment-upload': mainAdministratorOnly,
  'complete-category-attachment-upload': mainAdministratorOnly,
  'rename-category-attachment': mainAdministratorOnly,
  'delete-category-attachment': mainAdministratorOnly,
  'download-category-attachment': everyone,
  'list-reports': everyone,
  'list-reports-with-new-messages': everyone,
  'list-register': everyone,
  'get-report-content': everyone,
  'archive-report': notAuditors,
  'delete-report': notAuditors,
  'list-log-entries': systemLogReaders,
  'list-log-users': systemLogReaders,
  'get-log-chain': systemLogReaders,
  'list-report-log': everyone,
  // Statistics: administrators and auditors (decision 69), as the system log.
  'get-report-statistics': systemLogReaders,
  // One report: auditors read (report, notes, files, conversation) but change nothing.
  'get-report': everyone,
  'open-report': notAuditors,
  'mark-report-feedback': notAuditors,
  'set-report-legal-hold': administrators,
  'clear-report-legal-hold': administrators,
  'set-report-follow-up-end': administrators,
  'move-report': notAuditors,
  'set-report-label': notAuditors,
  // The contract lets every non-auditor in; a user without canResponse in the category is refused by the handler (report-handlers.test.ts).
  'set-report-handlers': notAuditors,
  // Likewise: a user without canResponse in the category is refused by the handler (report-redactions.test.ts).
  'set-report-redactions': notAuditors,
  'set-report-register': notAuditors,
  // Likewise (report-minimisation.test.ts).
  'mark-irrelevant-data': notAuditors,
  'unmark-irrelevant-data': notAuditors,
  // Likewise: a user without canResponse in the category is refused by the handler (oral-protocols.test.ts).
  'write-report-protocol': notAuditors,
  // 'Wyłącz z dostępu': administrators only (report-exclusions.test.ts).
  'exclude-from-report': administrators,
  'readmit-to-report': administrators,
  'list-report-notes': everyone,
  'add-report-note': notAuditors,
  'update-report-note': notAuditors,
  'list-private-files': everyone,
  'start-private-file-upload': notAuditors,
  'complete-private-file-upload': notAuditors,
  'delete-private-file': notAuditors,
  'download-report-file': everyone,
  'list-report-messages': everyone,
  'send-reply': notAuditors,
  'start-reply-file-upload': notAuditors,
  'complete-reply-file-upload': notAuditors,
  // Settings: everyone reads, only the main administrator changes (docs/features.md, "Who may do what").
  'get-settings': everyone,
  'update-company-data': mainAdministratorOnly,
  // The users panel: everyone reads the table; administrators change it (docs/features.md, "Who may do what").
  'list-users': everyone,
  'add-user': administrators,
  'update-user': administrators,
  'delete-user': administrators,
  'resend-invitation': administrators,
  'set-form-alias': mainAdministratorOnly,
  'delete-form-alias': mainAdministratorOnly,
  'start-logo-upload': mainAdministratorOnly,
  'complete-logo-upload': mainAdministratorOnly,
  'get-logo': everyone,
  'delete-logo': mainAdministratorOnly,
  'start-statement-upload': mainAdministratorOnly,
  'complete-statement-upload': mainAdministratorOnly,
  'download-statement': everyone,
  'delete-statement': mainAdministratorOnly,
  // Forwarding to external authorities: canExternalSend, which an auditor never has (docs/features.md,
  // "Who may do what").
  'list-forwards': notAuditors,
  'get-forward': notAuditors,
  'start-forward': notAuditors,
  'send-forward': notAuditors,
  // Rozliczenia: the main administrator only (docs/features.md, "Who may do what").
  'get-subscription': mainAdministratorOnly,
  'get-pricing': mainAdministratorOnly,
  'get-order-form': mainAdministratorOnly,
  'create-order': mainAdministratorOnly,
  'list-orders': mainAdministratorOnly,
  'get-order-invoice': mainAdministratorOnly,
  'get-order-info': mainAdministratorOnly,
  'set-order-no-payment': mainAdministratorOnly,
  'grant-access': administrators,
  'update-channels': mainAdministratorOnly,
  'update-security': mainAdministratorOnly,
  'update-external-channels-note': mainAdministratorOnly,
  'update-voice-messages': mainAdministratorOnly,
  'update-rules': mainAdministratorOnly,
  // The internal reporting procedure and its lifecycle: the main administrator only (issue #40).
  'get-procedure': mainAdministratorOnly,
  'create-procedure-version': mainAdministratorOnly,
  'update-procedure-draft': mainAdministratorOnly,
  'start-procedure-consultation': mainAdministratorOnly,
  'record-procedure-comments': mainAdministratorOnly,
  'publish-procedure': mainAdministratorOnly,
  // Recording a phone report: administrators and users who may reply in the phone category; never an auditor (decision).
  'start-phone-report': notAuditors,
  'record-phone-report': notAuditors,
};

const staffContracts = contracts.filter((contract) => contract.auth.kind === 'staff') as readonly Contract[];

/** Path parameters of the right shape that name nothing: an allowed caller gets 400 or 404, never a write. */
function paramsOf(contract: Contract): Record<string, string> {
  const shape = (contract.params as unknown as { shape?: Record<string, unknown> }).shape ?? {};
  return Object.fromEntries(Object.keys(shape).map((name) => [name, name === 'kind' ? 'nieznany' : randomUUID()]));
}

let tenantId: string;
/** An organisation whose licence ended, and its main administrator. */
let blockedTenantId: string;
let blockedMainAdmin: string;
const users = {} as Record<Role, string>;

/** A fresh session for each call, so that a logout or password change ends only its own. */
async function clientAs(role: Role, organisation = tenantId): Promise<TestClient> {
  const userId = organisation === tenantId ? users[role] : blockedMainAdmin;
  const { sessionId, csrfToken } = await createStaffSession(organisation, userId);
  const client = new TestClient();
  client.cookies.set(staffSession.cookieName, sessionId);
  client.csrfToken = csrfToken;
  return client;
}

/** Everything of the organisation (its own partition and its log): what a refused call must leave as it was. */
async function organisationItems(organisation = tenantId): Promise<string> {
  const read = async (PK: string) =>
    (
      await dynamo.send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': PK },
        }),
      )
    ).Items ?? [];
  return JSON.stringify([...(await read(keys.tenant(organisation).PK)), ...(await read(keys.logOf(organisation).PK))]);
}

beforeAll(async () => {
  const tenant = await givenTenant();
  tenantId = tenant.tenantId;
  users.mainAdmin = (await givenStaffUser(tenant, { type: staffUserType.administrator, isMainAdmin: true })).userId;
  users.admin = (await givenStaffUser(tenant, { type: staffUserType.administrator, isMainAdmin: false })).userId;
  users.user = (await givenStaffUser(tenant, { type: staffUserType.user, isMainAdmin: false })).userId;
  users.auditor = (await givenStaffUser(tenant, { type: staffUserType.auditor, isMainAdmin: false })).userId;
  const blocked = await givenTenant({ licence: { packageId: 'premium', validTo: '2020-01-01T00:00:00.000Z' } });
  blockedTenantId = blocked.tenantId;
  blockedMainAdmin = (await givenStaffUser(blocked, { type: staffUserType.administrator, isMainAdmin: true })).userId;
});

describe('the permission matrix, driven by the contract list', () => {
  it('has exactly one row per staff contract', () => {
    const names = staffContracts.map((contract) => contract.name).sort();
    expect(
      names.filter((name) => !(name in expected)),
      'staff contracts without a row',
    ).toEqual([]);
    expect(
      Object.keys(expected).filter((name) => !names.includes(name)),
      'rows without a contract',
    ).toEqual([]);
  });

  it.each(
    staffContracts
      .filter((contract) => contract.name in expected)
      .map((contract) => [contract.name, contract] as const),
  )('%s answers each staff type as the table says; a refusal is 403 and writes nothing', async (name, contract) => {
    const observed = {} as Record<Role, string>;
    for (const role of roles) {
      const client = await clientAs(role);
      const before = expected[name]![role] === 'refused' ? await organisationItems() : null;
      const answer = await client.call(contract, {
        params: paramsOf(contract),
        body: ['GET', 'DELETE'].includes(contract.method) ? undefined : {},
      });
      if (answer.status === 403) observed[role] = 'refused';
      else if (answer.status === 401 || answer.status >= 500) observed[role] = `unexpected ${answer.status}`;
      else observed[role] = 'allowed';
      if (before !== null) expect(await organisationItems(), `${role} left a write behind`).toBe(before);
    }
    expect(observed).toEqual(expected[name]);
  });
});

/**
 * What an organisation whose licence ended may still call (docs/features.md, "Who may do what": only Rozliczenia and
 * Pomoc stay usable; the session, logout and the user's own password and keys keep working;
 * Settings read, so that the screen can show the subscription banner, issue 14).
 */
const usableWhenLicenceEnded = [
  'change-password',
  'start-totp-setup',
  'confirm-totp',
  'regenerate-backup-codes',
  'disable-totp',
  'passkey-registration-options',
  'register-passkey',
  'list-passkeys',
  'rename-passkey',
  'remove-passkey',
  'store-passkey-prf',
  'get-session',
  'get-settings',
  'logout',
  'restore-access',
  // Rozliczenia: a blocked organisation pays and is unblocked.
  'get-subscription',
  'get-pricing',
  'get-order-form',
  'create-order',
  'list-orders',
  'get-order-invoice',
  'get-order-info',
  'set-order-no-payment',
];

describe('an organisation whose licence ended', () => {
  it('may call exactly the endpoints that opt out of the licence check', () => {
    const optedOut = staffContracts.filter(
      (contract) => contract.auth.kind === 'staff' && contract.auth.inactiveLicence === 'allowed',
    );
    expect(optedOut.map((contract) => contract.name).sort()).toEqual([...usableWhenLicenceEnded].sort());
  });

  it.each(
    staffContracts
      .filter((contract) => !usableWhenLicenceEnded.includes(contract.name))
      .map((contract) => [contract.name, contract] as const),
  )(
    '%s answers its main administrator 403 with the blocked-account notice and writes nothing',
    async (_name, contract) => {
      const client = await clientAs('mainAdmin', blockedTenantId);
      const before = await organisationItems(blockedTenantId);
      const answer = await client.call(contract, {
        params: paramsOf(contract),
        body: ['GET', 'DELETE'].includes(contract.method) ? undefined : {},
      });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 'LICENCE_INACTIVE', message: errorMessages.LICENCE_INACTIVE });
      expect(await organisationItems(blockedTenantId)).toBe(before);
    },
  );
});
