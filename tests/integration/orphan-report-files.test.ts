import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { objectSize, putObject } from '../../functions/adapters/s3.js';
import { objectKeys } from '../../functions/data/object-keys.js';
import { ORPHAN_GRACE_MS, handler as sweep } from '../../functions/jobs/sweep-orphan-report-files.js';
import { givenTenant } from '../support/fixtures.js';
import { givenCategory, givenReport } from '../support/report-fixtures.js';

const later = (ms: number) => ({ now: new Date(Date.now() + ms).toISOString() });

describe('the sweep of report files no report refers to', () => {
  it('removes the copies of a finalise that never committed once the grace period is over, and keeps every stored report’s files', async () => {
    const tenant = await givenTenant();
    const category = await givenCategory(tenant.tenantId);
    const report = await givenReport(category, { files: ['dowód'] });
    const orphan = objectKeys.reportFile(tenant.tenantId, randomUUID(), randomUUID());
    await putObject(orphan, new Uint8Array([1, 2, 3]));

    await sweep(later(60_000));
    expect(await objectSize(orphan)).toBe(3);

    await sweep(later(ORPHAN_GRACE_MS + 60_000));
    expect(await objectSize(orphan)).toBeNull();
    expect(await objectSize(report.files[0]!.s3Key)).toBe(report.files[0]!.size);

    await sweep(later(ORPHAN_GRACE_MS + 60_000));
    expect(await objectSize(report.files[0]!.s3Key)).toBe(report.files[0]!.size);
  });
});
