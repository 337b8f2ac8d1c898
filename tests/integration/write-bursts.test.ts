import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { getLogChain } from '@shared/contracts/index.js';
import { staffSession } from '@shared/domain/session.js';
import { entryHash, GENESIS_HASH } from '@shared/crypto/log-chain.js';
import { polishMonth } from '@shared/domain/statistics.js';
import { reportState, reportType } from '@shared/domain/report.js';
import { logEntryWrite } from '../../functions/data/audit-log.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { tableItem } from '../../functions/data/item.js';
import { keys } from '../../functions/data/keys.js';
import { listReportStatistics, statisticsWrites } from '../../functions/data/report-statistics.js';
import { newStaffSession } from '../../functions/data/sessions.js';
import { transact } from '../../functions/data/transact.js';
import { TestClient } from '../support/api-client.js';
import { givenStaffSession } from '../support/fixtures.js';
import { chainVerdict } from '../support/log-chain.js';

describe('audited writes of one organisation at once', () => {
  it('200 concurrent audited transactions all succeed and the log verifies with exactly 200 more entries', async () => {
    const { tenant, user, sessionId, csrfToken } = await givenStaffSession();
    const client = new TestClient();
    client.cookies.set(staffSession.cookieName, sessionId);
    client.csrfToken = csrfToken;
    const before = await chainVerdict(client);
    const actor = { userId: user.userId, userName: user.name, clientIp: '10.0.0.1' };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, () =>
        transact([
          newStaffSession(tenant.tenantId, user.userId).write,
          logEntryWrite({ tenantId: tenant.tenantId, actor }, 'session.login'),
        ]),
      ),
    );
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused.map((outcome) => String(outcome.reason))).toEqual([]);
    const entriesBefore = before.intact ? before.entries : NaN;
    expect(await chainVerdict(client)).toEqual({ intact: true, entries: entriesBefore + 200 });
  }, 120_000);

  it('100 reports counted at once in one month and category all succeed, and the count is exact', async () => {
    const { tenant } = await givenStaffSession();
    const receivedAt = new Date().toISOString();
    const report = {
      tenantId: tenant.tenantId,
      categoryId: 'category-1',
      categoryName: 'Kadry',
      type: reportType.form,
      state: reportState.new,
      receivedAt,
      acknowledgedAt: null,
      archivedAt: null,
    };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, () => transact(statisticsWrites(null, { report }))),
    );
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused.map((outcome) => String(outcome.reason))).toEqual([]);
    const month = polishMonth(new Date(receivedAt));
    const [counted] = await listReportStatistics(tenant.tenantId, month, month);
    expect(counted).toMatchObject({ received: 100, viaForm: 100, stateNew: 100 });
  }, 120_000);
});

describe('a log written while it had one chain', () => {
  it('goes on as chain 0: its entries and head, which name no chain, verify with the entries written after', async () => {
    const { tenant, user, sessionId, csrfToken } = await givenStaffSession();
    const client = new TestClient();
    client.cookies.set(staffSession.cookieName, sessionId);
    client.csrfToken = csrfToken;
    // An entry and head exactly as the one-chain version stored them: no `chain` attribute.
    const fields = {
      tenantId: tenant.tenantId,
      seq: 1,
      prevHash: GENESIS_HASH,
      at: new Date(Date.now() - 60_000).toISOString(),
      id: 'entry-before-chains',
      action: 'session.login',
      text: 'Zalogowanie do systemu',
      userId: user.userId,
      userName: user.name,
      clientIp: '10.0.0.1',
      reportId: null,
    };
    const hash = await entryHash({ ...fields, chain: 0 });
    const put = (item: Record<string, unknown>) => dynamo.send(new PutCommand({ TableName: tableName(), Item: item }));
    await put(tableItem(keys.logEntry(tenant.tenantId, fields.at, fields.id), 'logEntry', { ...fields, hash }));
    await put(
      tableItem(keys.logHead(tenant.tenantId, 0), 'logHead', {
        tenantId: tenant.tenantId,
        seq: 1,
        hash,
        at: fields.at,
      }),
    );

    const actor = { userId: user.userId, userName: user.name, clientIp: '10.0.0.1' };
    await transact([logEntryWrite({ tenantId: tenant.tenantId, actor }, 'session.logout')]);

    const page = await client.call(getLogChain);
    expect(page.body.entries.map(({ chain, seq, prevHash }) => ({ chain, seq, prevHash }))).toEqual([
      { chain: 0, seq: 1, prevHash: GENESIS_HASH },
      { chain: 0, seq: 2, prevHash: hash },
    ]);
    expect(await chainVerdict(client)).toEqual({ intact: true, entries: 2 });
  });
});
