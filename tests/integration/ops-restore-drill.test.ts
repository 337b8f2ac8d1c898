import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteTableCommand, DescribeTimeToLiveCommand, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listLogEntries, verifyLogChains } from '../../functions/data/audit-log.js';
import { getReportByIdentifier } from '../../functions/data/reports.js';
import { getTenant } from '../../functions/data/tenants.js';
import { activeLocalTable } from '../../local/active-table.js';
import { ensureTable } from '../../local/resources.js';
import { runOps } from '../../tools/ops/commands.js';
import { restoredName } from '../../tools/ops/restore-drill.js';
import { rawDynamo, scanTable, type StoredItem } from '../../tools/ops/table-copy.js';
import { givenStaffSession, givenTenant } from '../support/fixtures.js';
import { givenCategory, givenReport } from '../support/report-fixtures.js';

const byKey = (items: StoredItem[]) =>
  [...items].sort((a, b) => `${a.PK?.S}\u0000${a.SK?.S}`.localeCompare(`${b.PK?.S}\u0000${b.SK?.S}`));

/**
 * The drill runs on a table of its own (the runtime's table holds other tests' organisations,
 * some with logs broken on purpose), made from the same spec, as the runtime's active table.
 */
describe('npm run ops -- --local restore-drill', () => {
  const client = rawDynamo();
  const runtimeTable = process.env.TABLE_NAME;
  const source = `ostoja-drill-${randomUUID().slice(0, 8)}`;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ostoja-drill-'));
    await ensureTable(client, source);
    process.env.TABLE_NAME = source;
  });

  afterAll(async () => {
    process.env.TABLE_NAME = runtimeTable;
    const tables = (await client.send(new ListTablesCommand({}))).TableNames ?? [];
    for (const table of tables.filter((name) => name.startsWith(source)))
      await client.send(new DeleteTableCommand({ TableName: table }));
    client.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('restores a copy into a new table with TTL, checks it, and switches the runtime to it; the source stays as it was', async () => {
    const { tenant } = await givenStaffSession();
    const category = await givenCategory(tenant.tenantId);
    const report = await givenReport(category, { children: 2 });
    await runOps(['internal-sales', '--tenant', tenant.tenantId, '--on', '--operator', 'ala']);
    const before = byKey(await scanTable(client, source));

    const now = new Date('2026-11-28T03:15:00Z');
    const progress: string[] = [];
    const lines = await runOps(['restore-drill', '--operator', 'ala'], now, {
      dataDir,
      progress: (line) => progress.push(line),
    });
    const restored = restoredName(source, now);

    expect(progress).toEqual(lines);
    expect(lines).toContain(`Utworzono tabelę ${restored} (klucze i indeksy z functions/data/table-spec.ts).`);
    expect(lines.some((line) => line.startsWith(`Wczytano ${before.length} element`))).toBe(true);
    expect(lines.at(-1)).toMatch(new RegExp(`^Próba odtworzenia zakończona w [\\d,]+ s; tabela ${source} nie została`));
    expect(existsSync(join(dataDir, 'backups'))).toBe(true);

    // Every item, as it was; besides them only the operator's record of the drill.
    const after = byKey(await scanTable(client, restored));
    const drillRecord = (item: StoredItem) => item.PK?.S === 'OPS' && item.command?.S === 'restore-drill';
    expect(after.filter((item) => !drillRecord(item))).toEqual(before);
    expect(after.filter(drillRecord)).toHaveLength(1);
    expect((await client.send(new DescribeTimeToLiveCommand({ TableName: restored }))).TimeToLiveDescription).toEqual({
      AttributeName: 'expiresAtEpoch',
      TimeToLiveStatus: 'ENABLED',
    });

    // The runtime's one setting names the restored table; the data layer reads it from there.
    expect(await activeLocalTable(dataDir)).toBe(restored);
    expect(process.env.TABLE_NAME).toBe(restored);
    expect((await getTenant(tenant.tenantId))?.internalSales).toBe(true);
    expect((await getReportByIdentifier(report.identifier))?.reportId).toBe(report.reportId);
    expect((await listLogEntries(tenant.tenantId, { limit: 5 })).items.map((entry) => entry.action)).toContain(
      'billing.internalSales.changed',
    );
    expect(await verifyLogChains(tenant.tenantId)).toMatchObject({ intact: true });

    // A change made now goes to the restored table; the source table is exactly as it was.
    await runOps(['internal-sales', '--tenant', tenant.tenantId, '--off']);
    expect((await getTenant(tenant.tenantId))?.internalSales).toBe(false);
    expect(byKey(await scanTable(client, source))).toEqual(before);
  });

  it('does not switch to a table restored from a copy whose log was edited, and says which organisation', async () => {
    process.env.TABLE_NAME = source;
    const activeBefore = await activeLocalTable(dataDir);
    const tenant = await givenTenant();
    await runOps(['internal-sales', '--tenant', tenant.tenantId, '--on']);
    const [copyLine] = await runOps(['backup'], new Date('2026-11-28T03:20:00Z'), { dataDir });
    const file = /→ (\S+\.jsonl)/.exec(copyLine ?? '')?.[1];
    expect(file).toBeDefined();
    const lines = (await readFile(file!, 'utf8')).split('\n');
    const entry = lines.findIndex((line) => line.includes('"logEntry"') && line.includes(tenant.tenantId));
    lines[entry] = lines[entry]!.replace('przez operatora', 'przez kogoś innego');
    expect(lines[entry]).toContain('przez kogoś innego');
    await writeFile(file!, lines.join('\n'));

    await expect(
      runOps(['restore-drill', '--file', file!], new Date('2026-11-28T03:21:00Z'), { dataDir }),
    ).rejects.toThrow(
      `dziennik organizacji ${tenant.tenantId} nie przechodzi sprawdzenia (łańcuch 0, wpis 1: altered)`,
    );
    expect(await activeLocalTable(dataDir)).toBe(activeBefore);
    expect(process.env.TABLE_NAME).toBe(source);
  });

  it('refuses to run against AWS, where AWS Backup keeps the copies (infra/RUNBOOK.md)', async () => {
    await expect(runOps(['restore-drill'])).rejects.toThrow('restore-drill działa tylko z --local');
  });
});
