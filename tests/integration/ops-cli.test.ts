import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { listLogEntries } from '../../functions/data/audit-log.js';
import { listOperatorLog } from '../../functions/data/billing-events.js';
import { getDiscountCode } from '../../functions/data/discount-codes.js';
import { getTenant } from '../../functions/data/tenants.js';
import { runOps, UsageError } from '../../tools/ops/commands.js';
import { givenTenant } from '../support/fixtures.js';

describe('npm run ops', () => {
  it('creates a discount code and lists it; a code is never overwritten; every use is logged', async () => {
    const code = `OPS${randomUUID().slice(0, 6).toUpperCase()}`;
    const lines = await runOps([
      'discount-codes',
      'create',
      '--code',
      code.toLowerCase(),
      '--percent',
      '15',
      '--from',
      '2026-01-01',
      '--to',
      '2026-12-31',
      '--partner',
      'Biuro Rachunkowe',
      '--multi-use',
      '--operator',
      'ala',
    ]);
    expect(lines).toEqual([`Utworzono kod ${code}: 15% od 01.01.2026 do 31.12.2026, wielokrotny.`]);
    expect(await getDiscountCode(code)).toMatchObject({
      percent: 15,
      validFrom: '2026-01-01T00:00:00.000Z',
      validTo: '2027-01-01T00:00:00.000Z',
      partnerName: 'Biuro Rachunkowe',
      multiUse: true,
      usedCount: 0,
    });
    await expect(
      runOps([
        'discount-codes',
        'create',
        '--code',
        code,
        '--percent',
        '50',
        '--from',
        '2026-01-01',
        '--to',
        '2026-02-01',
      ]),
    ).rejects.toThrow(UsageError);
    expect((await getDiscountCode(code))?.percent).toBe(15);
    expect(
      (await runOps(['discount-codes', 'list', '--operator', 'ala'])).some((line) => line.startsWith(`${code}\t15%`)),
    ).toBe(true);
    const log = await listOperatorLog();
    expect(log.filter((entry) => entry.target === code).map((entry) => [entry.operator, entry.command])).toEqual([
      ['ala', 'discount-codes create'],
    ]);
  });

  it('refuses a percent outside 1–90 and a missing reason', async () => {
    await expect(
      runOps([
        'discount-codes',
        'create',
        '--code',
        'ZLY',
        '--percent',
        '95',
        '--from',
        '2026-01-01',
        '--to',
        '2026-02-01',
      ]),
    ).rejects.toThrow('--percent');
    const tenant = await givenTenant();
    await expect(runOps(['extend-licence', '--tenant', tenant.tenantId, '--days', '30'])).rejects.toThrow('--reason');
    expect((await getTenant(tenant.tenantId))?.licence).toEqual(tenant.licence);
  });

  it("extends a licence with a reason, written to the organisation's log as the operator's", async () => {
    const tenant = await givenTenant({ licence: { packageId: 'standard', validTo: '2026-03-01T00:00:00.000Z' } });
    const lines = await runOps(
      [
        'extend-licence',
        '--tenant',
        tenant.tenantId,
        '--days',
        '30',
        '--reason',
        'reklamacja 12/2026',
        '--operator',
        'ola',
      ],
      new Date('2026-02-15T10:00:00Z'),
    );
    expect(lines[0]).toContain('licencja ważna do 31.03.2026');
    expect((await getTenant(tenant.tenantId))?.licence.validTo).toBe('2026-03-31T00:00:00.000Z');
    const entries = await listLogEntries(tenant.tenantId, { limit: 5 });
    expect(entries.items.map((e) => [e.userName, e.text])).toEqual([
      ['Operator (ola)', 'Przedłużenie licencji przez operatora do 31.03.2026: reklamacja 12/2026'],
    ]);
  });

  it('marks an organisation internal-sales and back', async () => {
    const tenant = await givenTenant();
    await runOps(['internal-sales', '--tenant', tenant.tenantId, '--on']);
    expect((await getTenant(tenant.tenantId))?.internalSales).toBe(true);
    await runOps(['internal-sales', '--tenant', tenant.tenantId, '--off']);
    expect((await getTenant(tenant.tenantId))?.internalSales).toBe(false);
    const log = await listOperatorLog();
    expect(log.filter((entry) => entry.target === tenant.tenantId).map((entry) => entry.details)).toEqual([
      { internalSales: true },
      { internalSales: false },
    ]);
  });
});
