import { deleteFormAlias } from '@shared/contracts/settings/delete-form-alias.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { generatedAliasOf, restoreGeneratedAliasWrites } from '../data/tenant-settings.js';
import { getTenant } from '../data/tenants.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { notFound } from '../lib/http-error.js';

/** Delete alias: the form returns to the alias generated at registration; without a chosen one, nothing changes. */
export const handler = defineHandler(deleteFormAlias, async ({ caller }) => {
  const tenant = await getTenant(caller.tenant.tenantId, { consistent: true });
  if (!tenant) throw notFound();
  const generated = generatedAliasOf(tenant);
  const writes = restoreGeneratedAliasWrites(tenant);
  if (writes.length > 0)
    await transact([...writes, logEntryWrite(byStaff(caller), 'settings.alias.deleted', generated)]);
  return { alias: generated };
});
