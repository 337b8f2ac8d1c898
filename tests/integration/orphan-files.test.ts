import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { objectSize, putObject } from '../../functions/adapters/s3.js';
import { acceptCategoryFileWrites, getCategoryFile, putPendingCategoryFile } from '../../functions/data/categories.js';
import { objectKeys } from '../../functions/data/object-keys.js';
import { transact } from '../../functions/data/transact.js';
import { ORPHAN_GRACE_MS, handler as sweep } from '../../functions/jobs/sweep-orphan-files.js';
import { givenTenant } from '../support/fixtures.js';
import { givenCategory, givenReport } from '../support/report-fixtures.js';

const later = (ms: number) => ({ now: new Date(Date.now() + ms).toISOString() });

describe('the sweep of files nothing refers to', () => {
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

  it('removes an attachment copied for an upload that never committed, and keeps the accepted ones', async () => {
    const tenant = await givenTenant();
    const category = await givenCategory(tenant.tenantId);
    const accepted = { tenantId: tenant.tenantId, categoryId: category.categoryId, fileId: randomUUID() };
    await putPendingCategoryFile(
      {
        ...accepted,
        name: 'regulamin.pdf',
        size: 3,
        contentType: 'application/pdf',
        s3Key: '',
        state: 'pending',
        createdAt: new Date().toISOString(),
      },
      new Date(Date.now() + 3_600_000),
    );
    await putObject(objectKeys.categoryFile(accepted), new Uint8Array([1, 2, 3]));
    const file = await getCategoryFile(accepted.tenantId, accepted.categoryId, accepted.fileId);
    await transact(acceptCategoryFileWrites(file!, objectKeys.categoryFile(accepted)));
    const uncommitted = objectKeys.categoryFile({
      tenantId: tenant.tenantId,
      categoryId: category.categoryId,
      fileId: randomUUID(),
    });
    await putObject(uncommitted, new Uint8Array([4, 5]));

    await sweep(later(60_000));
    expect(await objectSize(uncommitted)).toBe(2);

    await sweep(later(ORPHAN_GRACE_MS + 60_000));
    expect(await objectSize(uncommitted)).toBeNull();
    expect(await objectSize(objectKeys.categoryFile(accepted))).toBe(3);
  });
});
