import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import {
  archiveReport,
  changePassword,
  createCategory,
  deleteCategory,
  getLogChain,
  getSession,
  listLogEntries,
  listLogUsers,
  listReportLog,
  loginSms,
  logout,
  renameCategoryAttachment,
  restoreAccess,
  setCategoryUsers,
  updateCategory,
} from '@shared/contracts/index.js';
import type { CategoryInput } from '@shared/contracts/categories/schemas.js';
import type { LogRow } from '@shared/contracts/logs/schemas.js';
import { changePasswordKeys, restoreWithRecoveryKey } from '@shared/crypto/account.js';
import { entryHash, type ChainedEntry } from '@shared/crypto/log-chain.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { reportState } from '@shared/domain/report.js';
import { staffSession } from '@shared/domain/session.js';
import { staffUserType } from '@shared/domain/staff-user.js';
import { integrityText } from '@shared/messages/logs.js';
import { logEntryWrite } from '../../functions/data/audit-log.js';
import {
  acceptCategoryFileWrites,
  putPendingCategoryFile,
  renameCategoryFileWrite,
} from '../../functions/data/categories.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { keys } from '../../functions/data/keys.js';
import { getLogHead, getLogHeads } from '../../functions/data/log-chain.js';
import { anchorLogOf, handler as anchorWorker } from '../../functions/jobs/anchor-log-heads.js';
import { newStaffSession } from '../../functions/data/sessions.js';
import { getStaffUserByEmail } from '../../functions/data/staff-users.js';
import { transact } from '../../functions/data/transact.js';
import { latestLogAnchor } from '../../functions/data/log-anchors.js';
import { queueEvent } from '../support/lambda-event.js';
import { TestClient } from '../support/api-client.js';
import { colleagueOf, logIn, logInAndUnlock, registerOrganisation, testArgon } from '../support/accounts.js';
import { givenStaffSession } from '../support/fixtures.js';
import { smsTo } from '../support/outbox.js';
import { givenCategory, givenReport } from '../support/report-fixtures.js';
import { enableSmsLogin } from '../support/staff-fixtures.js';
import { chainVerdict } from '../support/log-chain.js';

const category = (name: string): CategoryInput => ({
  name,
  visible: true,
  status: 2,
  files: false,
  anonymous: true,
  fields: [{ type: 1, required: true, label: 'Opis' }],
});

/** A client holding a session made straight in the table (for organisations made by fixtures). */
function clientOf(session: { sessionId: string; csrfToken: string }): TestClient {
  const client = new TestClient();
  client.cookies.set(staffSession.cookieName, session.sessionId);
  client.csrfToken = session.csrfToken;
  return client;
}

/** Every row of the system log the client may read with these criteria, newest first. */
async function systemLog(
  client: TestClient,
  query: { from?: string; to?: string; userId?: string } = {},
): Promise<LogRow[]> {
  const rows: LogRow[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.call(listLogEntries, { query: { ...query, cursor } });
    expect(page.status).toBe(200);
    rows.push(...page.body.rows);
    cursor = page.body.nextCursor ?? undefined;
  } while (cursor);
  return rows;
}

const texts = async (client: TestClient, query?: Parameters<typeof systemLog>[1]) =>
  (await systemLog(client, query)).map((row) => row.text);

/** The stored entries of an organisation, oldest first (read as a checker would, through the endpoint), none withheld. */
async function storedEntries(client: TestClient): Promise<ChainedEntry[]> {
  const page = await client.call(getLogChain);
  return page.body.entries.map((entry) => {
    if ('withheld' in entry) throw new Error(`entry ${entry.seq} withheld from a reader excluded from nothing`);
    return entry;
  });
}

const polishDay = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(instant);
const warsaw = (iso: string) =>
  new Intl.DateTimeFormat('pl-PL', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Warsaw' }).format(
    new Date(iso),
  );

/** An organisation whose administrator made a few changes: a log of several entries. */
async function organisationWithHistory() {
  const { email, password } = await registerOrganisation();
  const { client } = await logIn(email, password);
  for (const name of ['Kadry', 'Zakupy', 'BHP']) await client.call(createCategory, { body: category(name) });
  return { email, password, client };
}

describe('system log', () => {
  it('records each change with its Polish text and who made it, as items of their own kind', async () => {
    const { email, password } = await registerOrganisation();
    const { client } = await logIn(email, password);
    const staying = await client.call(createCategory, { body: category('Kadry') });
    const leaving = await client.call(createCategory, { body: category('Zakupy') });
    await client.call(updateCategory, { params: { id: staying.body.id }, body: category('Kadry i płace') });
    await client.call(deleteCategory, { params: { id: leaving.body.id } });

    const rows = await systemLog(client);
    expect(rows.map((row) => row.text)).toEqual([
      'Usunięcie kategorii: Zakupy',
      'Edycja kategorii: Kadry i płace',
      'Dodanie kategorii: Zakupy',
      'Dodanie kategorii: Kadry',
      'Zalogowanie do systemu',
      'Aktywacja konta i utworzenie organizacji',
    ]);
    expect(rows.map((row) => row.seq)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(new Set(rows.map((row) => row.userName))).toEqual(new Set(['Anna Kowalska']));
    const admin = await getStaffUserByEmail(email);
    const stored = await storedEntries(client);
    expect(stored).toHaveLength(6);
    expect(stored.every((entry) => entry.userId === admin!.userId)).toBe(true);
  });

  it('records nothing for a refused change', async () => {
    const { email, password } = await registerOrganisation();
    const { client } = await logIn(email, password);
    const only = await client.call(createCategory, { body: category('Jedyna') });
    const refused = await client.call(deleteCategory, { params: { id: only.body.id } });
    expect(refused.status).toBe(409);
    expect(await texts(client)).not.toContain('Usunięcie kategorii: Jedyna');
    expect(await chainVerdict(client)).toEqual({ intact: true, entries: 3 });
  });
});

describe('the log chain', () => {
  it('is intact after ordinary work, numbered 1, 2, 3… with each entry holding the previous hash', async () => {
    const { client } = await organisationWithHistory();
    const entries = await storedEntries(client);
    expect(entries.map((entry) => entry.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(entries.slice(1).every((entry, i) => entry.prevHash === entries[i]!.hash)).toBe(true);
    const verdict = await chainVerdict(client);
    expect(verdict).toEqual({ intact: true, entries: 5 });
    expect(integrityText(verdict, warsaw)).toBe(
      'Log jest nienaruszony: łańcuch wpisów jest ciągły (sprawdzono wpisów: 5).',
    );
  });

  it('reports an entry edited directly in the table, by its lp and date', async () => {
    const { client } = await organisationWithHistory();
    const [, , third] = await storedEntries(client);
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.logEntry(third!.tenantId, third!.at, third!.id),
        UpdateExpression: 'SET #text = :text',
        ExpressionAttributeNames: { '#text': 'text' },
        ExpressionAttributeValues: { ':text': 'Dodanie kategorii: Niewinna' },
      }),
    );
    const verdict = await chainVerdict(client);
    expect(verdict).toEqual({ intact: false, breakAt: { reason: 'altered', chain: 0, seq: 3, at: third!.at } });
    expect(integrityText(verdict, warsaw)).toBe(
      `Log został naruszony: wpis lp 3 z ${warsaw(third!.at)} został zmieniony.`,
    );
  });

  it('reports an entry deleted in the middle, at the entry that follows the gap', async () => {
    const { client } = await organisationWithHistory();
    const [, second, third] = await storedEntries(client);
    await dynamo.send(
      new DeleteCommand({ TableName: tableName(), Key: keys.logEntry(second!.tenantId, second!.at, second!.id) }),
    );
    const verdict = await chainVerdict(client);
    expect(verdict).toEqual({
      intact: false,
      breakAt: { reason: 'gap', chain: 0, seq: 3, at: third!.at, missingFrom: 2 },
    });
    expect(integrityText(verdict, warsaw)).toBe(
      `Log został naruszony: brakuje wpisu lp 2 (przed wpisem lp 3 z ${warsaw(third!.at)}).`,
    );
  });

  it('reports the newest entry deleted, though every remaining link holds', async () => {
    const { client } = await organisationWithHistory();
    const entries = await storedEntries(client);
    const [fourth, newest] = entries.slice(-2);
    await dynamo.send(
      new DeleteCommand({ TableName: tableName(), Key: keys.logEntry(newest!.tenantId, newest!.at, newest!.id) }),
    );
    const verdict = await chainVerdict(client);
    expect(verdict).toEqual({
      intact: false,
      breakAt: { reason: 'missingNewest', chain: 0, seq: 4, at: fourth!.at, missingFrom: 5 },
    });
    expect(integrityText(verdict, warsaw)).toBe(
      `Log został naruszony: brakuje najnowszych wpisów, od lp 5 (ostatni zachowany wpis: lp 4 z ${warsaw(fourth!.at)}).`,
    );
  });

  it('reports an entry edited and given a fresh hash, at the entry that follows it', async () => {
    const { client } = await organisationWithHistory();
    const [, second, third] = await storedEntries(client);
    const forged = { ...second!, userName: 'Ktoś inny' };
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.logEntry(second!.tenantId, second!.at, second!.id),
        UpdateExpression: 'SET userName = :name, #hash = :hash',
        ExpressionAttributeNames: { '#hash': 'hash' },
        ExpressionAttributeValues: { ':name': forged.userName, ':hash': await entryHash(forged) },
      }),
    );
    expect(await chainVerdict(client)).toEqual({
      intact: false,
      breakAt: { reason: 'unlinked', chain: 0, seq: 3, at: third!.at },
    });
  });

  it('stays unbroken chains of exactly 50 more entries, each numbered without gaps, after 50 concurrent transactions', async () => {
    const { tenant, user, sessionId, csrfToken } = await givenStaffSession();
    const client = clientOf({ sessionId, csrfToken });
    const before = await chainVerdict(client);
    const actor = { userId: user.userId, userName: user.name, clientIp: '10.0.0.1' };
    // Fifty logins at once: each its own session and its entry, in one transaction.
    await Promise.all(
      Array.from({ length: 50 }, () =>
        transact([
          newStaffSession(tenant.tenantId, user.userId).write,
          logEntryWrite({ tenantId: tenant.tenantId, actor }, 'session.login'),
        ]),
      ),
    );
    const entries = await storedEntries(client);
    expect(entries).toHaveLength((before.intact ? before.entries : NaN) + 50);
    for (const chain of new Set(entries.map((entry) => entry.chain))) {
      const numbers = entries.filter((entry) => entry.chain === chain).map((entry) => entry.seq);
      expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    }
    expect(await chainVerdict(client)).toEqual({ intact: true, entries: entries.length });
  });

  it('appends after a head another process moved a moment ago, though this one knew the head before', async () => {
    const { tenant, user, sessionId, csrfToken } = await givenStaffSession();
    const client = clientOf({ sessionId, csrfToken });
    const actor = { userId: user.userId, userName: user.name, clientIp: '10.0.0.1' };
    const login = () =>
      transact([
        newStaffSession(tenant.tenantId, user.userId).write,
        logEntryWrite({ tenantId: tenant.tenantId, actor }, 'session.login'),
      ]);
    await login(); // this process now knows chain 0's head
    const added = await client.call(createCategory, { body: category('Kadry') }); // the runtime's process moves it
    expect(added.status).toBe(200);
    await login();
    const entries = await storedEntries(client);
    expect(entries.map((entry) => [entry.chain, entry.seq])).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
    ]);
    expect(await chainVerdict(client)).toEqual({ intact: true, entries: 3 });
  });

  it('does not retry a transaction whose change was refused, and leaves the chain as it was', async () => {
    const { tenant, user, sessionId, csrfToken } = await givenStaffSession();
    const client = clientOf({ sessionId, csrfToken });
    const before = await getLogHead(tenant.tenantId, 0);
    const missing = { tenantId: tenant.tenantId, categoryId: randomUUID(), fileId: randomUUID() };
    const refused = transact([
      renameCategoryFileWrite(missing, 'nowa.pdf'),
      logEntryWrite(
        { tenantId: tenant.tenantId, actor: { userId: user.userId, userName: user.name } },
        'category.attachment.renamed',
        'a.pdf',
        'nowa.pdf',
      ),
    ]);
    await expect(refused).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await getLogHead(tenant.tenantId, 0)).toEqual(before);
    expect(await chainVerdict(client)).toEqual({ intact: true, entries: before.seq });
  });
});

/**
 * What someone with write access to the table does to hide a change: the entries from `from` on
 * given new texts and, in turn, fresh hashes and links, and the head moved to the last of them.
 * Every link holds; only an anchor kept outside the table still knows the old hashes.
 */
async function rewriteConsistently(entries: ChainedEntry[], from: number) {
  let prevHash = entries[from - 2]!.hash;
  for (const entry of entries.slice(from - 1)) {
    const forged = { ...entry, prevHash, text: 'Zalogowanie do systemu' };
    const hash = await entryHash(forged);
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.logEntry(entry.tenantId, entry.at, entry.id),
        UpdateExpression: 'SET #text = :text, prevHash = :prev, #hash = :hash',
        ExpressionAttributeNames: { '#text': 'text', '#hash': 'hash' },
        ExpressionAttributeValues: { ':text': forged.text, ':prev': prevHash, ':hash': hash },
      }),
    );
    prevHash = hash;
  }
  const newest = entries.at(-1)!;
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.logHead(newest.tenantId, 0),
      UpdateExpression: 'SET #hash = :hash',
      ExpressionAttributeNames: { '#hash': 'hash' },
      ExpressionAttributeValues: { ':hash': prevHash },
    }),
  );
}

describe('the anchor of the log heads outside the table', () => {
  it('holds the heads of an organisation whose log moved, and the log checks intact against it', async () => {
    const { client } = await organisationWithHistory();
    const [first] = await storedEntries(client);
    const anchoredAt = new Date().toISOString();
    expect(await anchorLogOf(first!.tenantId, anchoredAt)).toBe('anchored');
    const heads = await getLogHeads(first!.tenantId);
    expect(await latestLogAnchor(first!.tenantId)).toEqual({
      v: 1,
      tenantId: first!.tenantId,
      anchoredAt,
      heads: heads.map(({ chain, seq, hash, at }) => ({ chain, seq, hash, at })),
    });
    const page = await client.call(getLogChain);
    expect(page.body.anchor).toEqual({ anchoredAt, heads: [{ chain: 0, seq: 5, hash: heads[0]!.hash }] });
    expect(await chainVerdict(client)).toEqual({ intact: true, entries: 5 });
  });

  it('is kept the same way in an S3 bucket when the deployment names one (here the emulator, read by the job)', async () => {
    // Only this process (the job's) is pointed at the bucket; the runtime's endpoint keeps reading files.
    vi.stubEnv('LOG_ANCHOR_BUCKET', process.env.FILES_BUCKET!);
    try {
      const { client } = await organisationWithHistory();
      const [first] = await storedEntries(client);
      expect(await latestLogAnchor(first!.tenantId)).toBeNull();
      const anchoredAt = new Date().toISOString();
      expect(await anchorLogOf(first!.tenantId, anchoredAt)).toBe('anchored');
      expect((await latestLogAnchor(first!.tenantId))?.anchoredAt).toBe(anchoredAt);
      await client.call(createCategory, { body: category('Po zapisie kontrolnym') });
      expect(await anchorLogOf(first!.tenantId, new Date().toISOString())).toBe('anchored');
      expect((await latestLogAnchor(first!.tenantId))?.heads.map((head) => head.seq)).toEqual([6]);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('is not asked of an organisation anchored never yet: its log checks intact without one', async () => {
    const { client } = await organisationWithHistory();
    expect((await client.call(getLogChain)).body.anchor).toBeNull();
    expect(await chainVerdict(client)).toEqual({ intact: true, entries: 5 });
  });

  it('lets the log grow after it: the chain checks intact and the next anchor follows it', async () => {
    const { client } = await organisationWithHistory();
    const [first] = await storedEntries(client);
    await anchorLogOf(first!.tenantId, new Date().toISOString());
    await client.call(createCategory, { body: category('Po zapisie kontrolnym') });
    expect(await chainVerdict(client)).toEqual({ intact: true, entries: 6 });
    expect(await anchorLogOf(first!.tenantId, new Date().toISOString())).toBe('anchored');
    expect((await latestLogAnchor(first!.tenantId))?.heads.map((head) => head.seq)).toEqual([6]);
  });

  it('writes nothing for an organisation whose log did not move since', async () => {
    const { client } = await organisationWithHistory();
    const [first] = await storedEntries(client);
    const anchoredAt = new Date().toISOString();
    await anchorLogOf(first!.tenantId, anchoredAt);
    const anchor = await latestLogAnchor(first!.tenantId);
    const later = new Date(Date.now() + 15 * 60_000).toISOString();
    expect(await anchorLogOf(first!.tenantId, later)).toBe('unchanged');
    expect(await latestLogAnchor(first!.tenantId)).toEqual(anchor);
  });

  it('is written again, the same heads, a year after a log stopped moving (so the newest stays locked)', async () => {
    const { client } = await organisationWithHistory();
    const [first] = await storedEntries(client);
    await anchorLogOf(first!.tenantId, new Date().toISOString());
    const anchor = await latestLogAnchor(first!.tenantId);
    const yearLater = new Date(Date.now() + 366 * 24 * 3_600_000).toISOString();
    expect(await anchorLogOf(first!.tenantId, yearLater)).toBe('anchored');
    expect(await latestLogAnchor(first!.tenantId)).toEqual({ ...anchor, anchoredAt: yearLater });
  });

  it('is not written again when the anchor the table says was written is gone', async () => {
    const { client } = await organisationWithHistory();
    const [first] = await storedEntries(client);
    await anchorLogOf(first!.tenantId, new Date().toISOString());
    await rm(join(process.env.LOG_ANCHOR_DIR!, tableName(), `${first!.tenantId}.json`));
    await client.call(createCategory, { body: category('Po usunięciu zapisu') });
    expect(await anchorLogOf(first!.tenantId, new Date().toISOString())).toBe('mismatched');
    expect(await latestLogAnchor(first!.tenantId)).toBeNull();
  });

  it('starts afresh in a table restored under a new name: the marks it carries name the table they were written in', async () => {
    const { client } = await organisationWithHistory();
    const [first] = await storedEntries(client);
    await anchorLogOf(first!.tenantId, new Date().toISOString());
    // What a restore brings along: the mark, written while the table had another name.
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.logAnchorMark(first!.tenantId),
        UpdateExpression: 'SET #table = :before',
        ExpressionAttributeNames: { '#table': 'table' },
        ExpressionAttributeValues: { ':before': 'ostoja-before-restore' },
      }),
    );
    await rm(join(process.env.LOG_ANCHOR_DIR!, tableName(), `${first!.tenantId}.json`));
    expect(await anchorLogOf(first!.tenantId, new Date().toISOString())).toBe('anchored');
    expect(await chainVerdict(client)).toEqual({ intact: true, entries: 5 });
  });

  it('finds a log rewritten consistently, head included, after it, naming the anchored entry', async () => {
    const { client } = await organisationWithHistory();
    const [first] = await storedEntries(client);
    const anchoredAt = new Date().toISOString();
    await anchorLogOf(first!.tenantId, anchoredAt);
    await client.call(createCategory, { body: category('Po zapisie kontrolnym') });
    const entries = await storedEntries(client);
    await rewriteConsistently(entries, 3);
    const fifth = entries[4]!;
    const verdict = await chainVerdict(client);
    expect(verdict).toEqual({
      intact: false,
      breakAt: { reason: 'anchorMismatch', chain: 0, seq: 5, at: fifth.at, anchoredAt },
    });
    expect(integrityText(verdict, warsaw)).toBe(
      `Log został naruszony: wpis lp 5 z ${warsaw(fifth.at)} różni się od zapisu kontrolnego z ${warsaw(anchoredAt)} przechowywanego poza bazą danych (log przepisano po tym zapisie).`,
    );
  });

  it('finds a log cut back below it, head moved back too', async () => {
    const { client } = await organisationWithHistory();
    const entries = await storedEntries(client);
    const { tenantId } = entries[0]!;
    const anchoredAt = new Date().toISOString();
    await anchorLogOf(tenantId, anchoredAt);
    for (const entry of entries.slice(3))
      await dynamo.send(
        new DeleteCommand({ TableName: tableName(), Key: keys.logEntry(tenantId, entry.at, entry.id) }),
      );
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.logHead(tenantId, 0),
        UpdateExpression: 'SET seq = :seq, #hash = :hash, #at = :at',
        ExpressionAttributeNames: { '#hash': 'hash', '#at': 'at' },
        ExpressionAttributeValues: { ':seq': 3, ':hash': entries[2]!.hash, ':at': entries[2]!.at },
      }),
    );
    const verdict = await chainVerdict(client);
    expect(verdict).toEqual({
      intact: false,
      breakAt: { reason: 'anchorMismatch', chain: 0, seq: 5, at: null, anchoredAt },
    });
    expect(integrityText(verdict, warsaw)).toBe(
      `Log został naruszony: brakuje wpisu lp 5, potwierdzonego zapisem kontrolnym z ${warsaw(anchoredAt)} przechowywanym poza bazą danych.`,
    );
  });

  it('is never written over a rewrite: that organisation keeps its old anchor and goes back to the queue, the others are anchored', async () => {
    const tampered = await organisationWithHistory();
    const entries = await storedEntries(tampered.client);
    const { tenantId } = entries[0]!;
    const anchoredAt = new Date().toISOString();
    await anchorLogOf(tenantId, anchoredAt);
    await tampered.client.call(createCategory, { body: category('Po zapisie kontrolnym') });
    await rewriteConsistently(await storedEntries(tampered.client), 2);
    const honest = await organisationWithHistory();
    const honestTenant = (await storedEntries(honest.client))[0]!.tenantId;

    const now = new Date(Date.now() + 60_000).toISOString();
    const event = queueEvent({ tenantId, now }, { tenantId: honestTenant, now });
    expect(await anchorWorker(event)).toEqual({ batchItemFailures: [{ itemIdentifier: event.messageIds[0] }] });
    // Its redelivery fails the same way: the message ends in the dead-letter queue, whose alarm fires.
    expect(await anchorWorker(queueEvent({ tenantId, now }))).toMatchObject({ batchItemFailures: [expect.anything()] });
    expect((await latestLogAnchor(tenantId))?.anchoredAt).toBe(anchoredAt);
    expect((await chainVerdict(tampered.client)).intact).toBe(false);
    expect(await latestLogAnchor(honestTenant)).toMatchObject({ anchoredAt: now, heads: [{ seq: 5 }] });
    expect(await chainVerdict(honest.client)).toEqual({ intact: true, entries: 5 });
  });
});

describe('what writes an entry', () => {
  it('logging in (after the SMS step when there is one) and logging out record the staff user', async () => {
    const { email, password } = await registerOrganisation();
    const phone = String(500_000_000 + Math.floor(Math.random() * 99_999_999));
    await enableSmsLogin(email, phone);
    const { client, answer } = await logIn(email, password);
    const admin = await logInAndUnlockWithoutSms(email);
    expect(await texts(admin)).not.toContain('Zalogowanie do systemu');

    const code = /(\d{6})/.exec((await smsTo(phone))[0]?.message ?? '')?.[1] ?? '';
    expect(
      (
        await client.call(loginSms, {
          body: { challengeId: (answer.body as { challengeId: string }).challengeId, code },
        })
      ).status,
    ).toBe(200);
    expect((await client.call(logout)).status).toBe(200);

    const rows = await systemLog(admin);
    expect(rows.slice(0, 2).map((row) => [row.text, row.userName])).toEqual([
      ['Wylogowanie z systemu', 'Anna Kowalska'],
      ['Zalogowanie do systemu', 'Anna Kowalska'],
    ]);
    const stored = await storedEntries(admin);
    expect(stored.at(-1)).toMatchObject({ action: 'session.logout', clientIp: client.ip, reportId: null });
  });

  it('a password change, access restored with the recovery key, an attachment renamed and a category’s users set', async () => {
    const { email, password, recoveryKey } = await registerOrganisation();
    const { client, session, unlocked } = await logInAndUnlock(email, password);
    const created = await client.call(createCategory, { body: category('Kadry') });
    const tenantId = session.customerId;

    const file = {
      tenantId,
      categoryId: created.body.id,
      fileId: randomUUID(),
      name: 'regulamin.pdf',
      size: 10,
      contentType: 'application/pdf',
      s3Key: 'tmp/x',
      state: 'pending' as const,
      createdAt: new Date().toISOString(),
    };
    await putPendingCategoryFile(file, new Date(Date.now() + 3_600_000));
    await transact(acceptCategoryFileWrites(file, 'categories/x'));
    expect(
      (
        await client.call(renameCategoryAttachment, {
          params: { id: created.body.id, fileId: file.fileId },
          body: { name: 'Regulamin 2026' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await client.call(setCategoryUsers, {
          params: { id: created.body.id },
          body: { users: [{ userId: session.id, canResponse: true }] },
        })
      ).status,
    ).toBe(200);
    const restored = await restoreWithRecoveryKey(recoveryKey, session.keys, unlocked.userPrivateKey);
    expect((await client.call(restoreAccess, { body: { wrappedForUser: restored.wrappedForUser } })).status).toBe(200);
    const change = await changePasswordKeys(password, 'zmienione-haslo-3', session.keys, testArgon, testArgon);
    expect((await client.call(changePassword, { body: change })).status).toBe(200);

    const { client: again } = await logIn(email, 'zmienione-haslo-3');
    expect((await texts(again)).slice(1, 5)).toEqual([
      'Zmiana hasła',
      'Przywrócenie dostępu do zgłoszeń kluczem odzyskiwania',
      'Zmiana użytkowników przypisanych do kategorii: Kadry',
      'Zmiana nazwy załącznika kategorii: regulamin.pdf → Regulamin 2026.pdf',
    ]);
  });

  it('a refused key restore records nothing', async () => {
    const a = await registerOrganisation();
    const b = await registerOrganisation();
    const sessionA = await logInAndUnlock(a.email, a.password);
    const sessionB = await logInAndUnlock(b.email, b.password);
    const forB = await restoreWithRecoveryKey(b.recoveryKey, sessionB.session.keys, sessionB.unlocked.userPrivateKey);
    expect((await sessionA.client.call(restoreAccess, { body: { wrappedForUser: forB.wrappedForUser } })).status).toBe(
      400,
    );
    expect(await texts(sessionA.client)).not.toContain('Przywrócenie dostępu do zgłoszeń kluczem odzyskiwania');
  });
});

/** The administrator of an SMS account, with a session made in the table (no second SMS login). */
async function logInAndUnlockWithoutSms(email: string): Promise<TestClient> {
  const admin = await getStaffUserByEmail(email);
  const started = newStaffSession(admin!.tenantId, admin!.userId);
  await transact([started.write]);
  return clientOf(started);
}

describe('reading the log', () => {
  it('narrows the log to Polish days: an entry at 00:30 in Warsaw belongs to that day, not the UTC one', async () => {
    const { tenant, user, sessionId, csrfToken } = await givenStaffSession();
    const client = clientOf({ sessionId, csrfToken });
    const actor = { userId: user.userId, userName: user.name };
    // 2026-01-15 23:30 UTC is 16 January, 00:30, in Warsaw (UTC+1 in winter).
    await transact([
      logEntryWrite(
        { tenantId: tenant.tenantId, actor, at: new Date('2026-01-15T23:30:00Z') },
        'category.created',
        'Styczeń',
      ),
    ]);
    await transact([logEntryWrite({ tenantId: tenant.tenantId, actor }, 'category.created', 'Dziś')]);
    const today = polishDay(new Date());

    expect(await texts(client, { from: '2026-01-16', to: '2026-01-16' })).toEqual(['Dodanie kategorii: Styczeń']);
    expect(await texts(client, { from: '2026-01-15', to: '2026-01-15' })).toEqual([]);
    expect(await texts(client, { from: '2026-01-17', to: today })).toEqual(['Dodanie kategorii: Dziś']);
    expect(await texts(client, { from: '2026-01-01' })).toEqual([
      'Dodanie kategorii: Dziś',
      'Dodanie kategorii: Styczeń',
    ]);
    expect(await texts(client, { to: '2026-01-31' })).toEqual(['Dodanie kategorii: Styczeń']);
  });

  it('narrows the log to one user, and refuses days in the wrong order', async () => {
    const { email, client } = await organisationWithHistory();
    const colleague = await colleagueOf(email, {
      type: staffUserType.administrator,
      isMainAdmin: true,
      name: 'Zofia Nowak',
    });
    await colleague.client.call(createCategory, { body: category('Logistyka') });
    expect(await texts(client, { userId: colleague.user.userId })).toEqual(['Dodanie kategorii: Logistyka']);
    const users = await client.call(listLogUsers);
    expect(users.body.users.map((user) => user.name)).toEqual(['Anna Kowalska', 'Zofia Nowak']);

    const backwards = await client.call(listLogEntries, { query: { from: '2026-02-01', to: '2026-01-01' } });
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields).toEqual({ to: 'Data początkowa nie może być późniejsza niż data końcowa.' });
    expect((await client.call(listLogEntries, { query: { from: '2026-02-30' } })).status).toBe(400);
  });

  it("lists a report's entries under it, with the report's identifier, for whoever may open the report", async () => {
    const { email, client } = await organisationWithHistory();
    const tenantId = (await getStaffUserByEmail(email))!.tenantId;
    const assigned = await colleagueOf(email, { type: staffUserType.user, name: 'Użytkownik Kategorii' });
    const outsider = await colleagueOf(email, { type: staffUserType.user, name: 'Spoza Kategorii' });
    const reportCategory = await givenCategory(tenantId, {
      users: [{ userId: assigned.user.userId, canResponse: false }],
    });
    const report = await givenReport(reportCategory, { state: reportState.open });
    expect((await client.call(archiveReport, { params: { reportId: report.reportId } })).status).toBe(200);
    const identifier = formatReporterIdentifier(report.identifier);

    const expected = [
      {
        text: `Archiwizacja zgłoszenia ${identifier}`,
        reportId: report.reportId,
        reportIdentifier: identifier,
        userName: 'Anna Kowalska',
      },
    ];
    const asAssigned = await assigned.client.call(listReportLog, { params: { reportId: report.reportId } });
    expect(asAssigned.status).toBe(200);
    expect(asAssigned.body.rows).toMatchObject(expected);
    expect((await client.call(listReportLog, { params: { reportId: report.reportId } })).body.rows).toMatchObject(
      expected,
    );
    expect((await systemLog(client))[0]).toMatchObject(expected[0]!);

    expect((await outsider.client.call(listReportLog, { params: { reportId: report.reportId } })).status).toBe(404);
    const stranger = await organisationWithHistory();
    expect((await stranger.client.call(listReportLog, { params: { reportId: report.reportId } })).status).toBe(404);
  });

  it('is read by administrators and auditors; a user (Użytkownik) is refused the system log and its chain', async () => {
    const { email, client } = await organisationWithHistory();
    const auditor = await colleagueOf(email, { type: staffUserType.auditor });
    const user = await colleagueOf(email, { type: staffUserType.user });
    for (const reader of [client, auditor.client]) {
      expect((await reader.call(listLogEntries)).status).toBe(200);
      expect((await reader.call(getLogChain)).status).toBe(200);
      expect((await reader.call(listLogUsers)).status).toBe(200);
    }
    for (const contract of [listLogEntries, getLogChain, listLogUsers]) {
      const refused = await user.client.call(contract);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('FORBIDDEN');
    }
  });

  it('shows each organisation only its own log and chain', async () => {
    const first = await organisationWithHistory();
    const second = await organisationWithHistory();
    await second.client.call(createCategory, { body: category('Tylko druga') });
    expect(await texts(first.client)).not.toContain('Dodanie kategorii: Tylko druga');
    const firstTenant = (await first.client.call(getSession)).body.customerId;
    expect((await storedEntries(first.client)).every((entry) => entry.tenantId === firstTenant)).toBe(true);
  });

  it('is refused with the licence notice while the licence is inactive', async () => {
    const { tenant, user, sessionId, csrfToken } = await givenStaffSession({
      tenant: { licence: { packageId: 'standard', validTo: new Date(Date.now() - 1000).toISOString() } },
    });
    const client = clientOf({ sessionId, csrfToken });
    const reportCategory = await givenCategory(tenant.tenantId, {
      users: [{ userId: user.userId, canResponse: true }],
    });
    const report = await givenReport(reportCategory);
    for (const answer of [
      await client.call(listLogEntries),
      await client.call(getLogChain),
      await client.call(listLogUsers),
      await client.call(listReportLog, { params: { reportId: report.reportId } }),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(
        'Konto zablokowane! Licencja wygasła — odnów subskrypcję w zakładce Rozliczenia.',
      );
    }
  });

  it('never answers a staff address in the log rows', async () => {
    const { client } = await organisationWithHistory();
    const page = await client.call(listLogEntries);
    expect(JSON.stringify(page.body)).not.toContain(client.ip);
  });
});
