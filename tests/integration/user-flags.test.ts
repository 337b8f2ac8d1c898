/**
 * Each per-user right, answered by the server at the endpoint that depends on it
 * (docs/features.md, "Who may do what"): for a Użytkownik with and without the right, and for an
 * administrator, whom canArchivize, canReports and canExternalSend bind as well, and whom
 * canResponse does not (decision 29: administrators may always reply). The permission matrix
 * calls every endpoint as each type with every right given; this file takes the rights away.
 */
import { randomUUID } from 'node:crypto';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  archiveReport,
  deleteReport,
  getReport,
  listForwards,
  listRegister,
  listReportMessages,
  listReports,
  sendReply,
  startForward,
  startPhoneReport,
  startReplyFileUpload,
} from '@shared/contracts/index.js';
import { encryptedFileSize } from '@shared/crypto/files.js';
import { reportState } from '@shared/domain/report.js';
import { staffUserType } from '@shared/domain/staff-user.js';
import { conversationTexts } from '@shared/messages/conversation.js';
import { phoneReportTexts } from '@shared/messages/phone-reports.js';
import type { CategoryRecord } from '../../functions/data/categories.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { keys } from '../../functions/data/keys.js';
import { getReportRecord } from '../../functions/data/reports.js';
import type { TestClient } from '../support/api-client.js';
import { colleagueOf } from '../support/accounts.js';
import { sampleMessage } from '../support/forwards.js';
import { givenCategory } from '../support/report-fixtures.js';
import { organisationWithStaff, type Organisation } from '../support/report-organisation.js';
import { organisationSnapshot } from '../support/users.js';

type Person = 'userWith' | 'userWithout' | 'adminWith' | 'adminWithout';
const everyRight = { canArchivize: true, canReports: true, canExternalSend: true };
const noRight = { canArchivize: false, canReports: false, canExternalSend: false };

/** A well-formed ciphertext for calls whose answer does not depend on what it says. */
const placeholderBody = { v: 1 as const, alg: 'A256GCM' as const, iv: 'AAAAAAAAAAAAAAAA', ct: 'A'.repeat(24) };

let org: Organisation;
let category: CategoryRecord;
const people = {} as Record<Person, TestClient>;
const ids = {} as Record<Person, string>;

beforeAll(async () => {
  org = await organisationWithStaff();
  const colleague = async (person: Person, type: 1 | 2, rights: typeof everyRight) => {
    const { client, user } = await colleagueOf(org.main.session.email, { type, ...rights });
    people[person] = client;
    ids[person] = user.userId;
  };
  await colleague('userWith', staffUserType.user, everyRight);
  await colleague('userWithout', staffUserType.user, noRight);
  await colleague('adminWith', staffUserType.administrator, everyRight);
  await colleague('adminWithout', staffUserType.administrator, noRight);
  // Both users see the category; only one may reply in it. The administrator without rights is
  // assigned without canResponse too: an administrator replies all the same.
  category = await givenCategory(org.tenantId, {
    name: 'Prawa użytkowników',
    users: [
      { userId: ids.userWith, canResponse: true },
      { userId: ids.userWithout, canResponse: false },
      { userId: ids.adminWithout, canResponse: false },
    ],
  });
});

describe('canArchivize: archive an open report, delete an archived one', () => {
  it.each<[Person, boolean]>([
    ['userWith', true],
    ['userWithout', false],
    ['adminWith', true],
    ['adminWithout', false],
  ])('%s: allowed %s, and the lists and the report say so', async (person, allowed) => {
    const client = people[person];
    const open = await org.report(category, { state: reportState.open });
    expect((await client.call(listReports, { query: { state: 'open' } })).body.canArchivize).toBe(allowed);
    expect((await client.call(getReport, { params: { reportId: open.reportId } })).body.canArchivize).toBe(allowed);

    const archived = await client.call(archiveReport, { params: { reportId: open.reportId } });
    expect(archived.status).toBe(allowed ? 200 : 403);
    expect((await getReportRecord(org.tenantId, open.reportId))?.state).toBe(
      allowed ? reportState.archived : reportState.open,
    );

    const old = await org.report(category, { state: reportState.archived });
    const deleted = await client.call(deleteReport, { params: { reportId: old.reportId } });
    expect(deleted.status).toBe(allowed ? 200 : 403);
    expect(await getReportRecord(org.tenantId, old.reportId)).toEqual(
      allowed ? null : expect.objectContaining({ state: reportState.archived }),
    );
  });
});

describe('canReports: the register’s selection and CSV', () => {
  // The CSV is made in the browser from the register rows the caller may read anyway (README
  // "Who may do what"): the server's part is to say whether the caller has the right.
  it.each<[Person, boolean]>([
    ['userWith', true],
    ['userWithout', false],
    ['adminWith', true],
    ['adminWithout', false],
  ])('%s: the register answers canReports %s', async (person, allowed) => {
    const register = await people[person].call(listRegister);
    expect(register.status).toBe(200);
    expect(register.body.canReports).toBe(allowed);
  });
});

describe('canExternalSend: the forwards of a report, and forwarding it', () => {
  it.each<[Person, boolean]>([
    ['userWith', true],
    ['userWithout', false],
    ['adminWith', true],
    ['adminWithout', false],
  ])('%s: allowed %s; a refusal is 403 and stores nothing', async (person, allowed) => {
    const client = people[person];
    const report = await org.report(category, { state: reportState.open });
    expect((await client.call(getReport, { params: { reportId: report.reportId } })).body.canExternalSend).toBe(
      allowed,
    );
    expect((await client.call(listForwards, { params: { reportId: report.reportId } })).status).toBe(
      allowed ? 200 : 403,
    );
    const before = await organisationSnapshot(org.tenantId);
    const started = await client.call(startForward, {
      params: { reportId: report.reportId },
      body: { ...sampleMessage('organ@example.test'), size: 100 },
    });
    expect(started.status).toBe(allowed ? 200 : 403);
    if (!allowed) expect(await organisationSnapshot(org.tenantId)).toBe(before);
    // A started forward waits for its bundle: stored, not yet listed.
    const forward = keys.forwardsOf(org.tenantId, report.reportId);
    const stored = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': forward.PK, ':sk': forward.skPrefix },
      }),
    );
    expect(stored.Items ?? []).toHaveLength(allowed ? 1 : 0);
  });
});

describe('canResponse: replying to the reporter in the category', () => {
  it.each<[Person, boolean]>([
    ['userWith', true],
    ['userWithout', false],
    // Assigned without canResponse: administrators always may (decision 29).
    ['adminWithout', true],
  ])('%s: a reply and its attachment allowed %s, as the report says', async (person, allowed) => {
    const client = people[person];
    const report = await org.report(category, { state: reportState.open });
    expect((await client.call(getReport, { params: { reportId: report.reportId } })).body.canResponse).toBe(allowed);
    const messageId = randomUUID();
    const reply = await client.call(sendReply, {
      params: { reportId: report.reportId },
      body: { messageId, body: placeholderBody, feedback: false },
    });
    expect(reply.status).toBe(allowed ? 200 : 403);
    if (!allowed) expect(reply.body.message).toBe(conversationTexts.noReplyRight);
    expect(
      (await org.clients.mainAdmin.call(listReportMessages, { params: { reportId: report.reportId } })).body.messages,
    ).toHaveLength(allowed ? 1 : 0);
    const upload = await client.call(startReplyFileUpload, {
      params: { reportId: report.reportId, messageId },
      body: { size: encryptedFileSize(100) },
    });
    expect(upload.status).toBe(allowed ? 200 : 403);
  });

  it.each<[Person, boolean]>([
    ['userWith', true],
    ['userWithout', false],
    ['adminWithout', true],
  ])('%s: recording a phone report in the phone category allowed %s', async (person, allowed) => {
    // The phone type on, taking its reports into this category (what Settings writes), in a package that has it.
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.tenant(org.tenantId),
        UpdateExpression: 'SET licence.packageId = :package, channels = :channels',
        ExpressionAttributeValues: {
          ':package': 'premium',
          ':channels': {
            phone: { enabled: true, categoryId: category.categoryId, phoneNumber: '221234567', pin: null },
            email: { enabled: false, categoryId: null, address: null },
          },
        },
      }),
    );
    const slot = await people[person].call(startPhoneReport);
    expect(slot.status).toBe(allowed ? 200 : 403);
    if (!allowed) expect(slot.body.message).toBe(phoneReportTexts.notAllowed);
  });
});
