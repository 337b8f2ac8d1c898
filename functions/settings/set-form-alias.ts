import { setFormAlias } from '@shared/contracts/settings/set-form-alias.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { setAliasWrites } from '../data/tenant-settings.js';
import { getTenant } from '../data/tenants.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { notFound } from '../lib/http-error.js';

/**
 * Save alias (docs/features.md, "Limits and rules"): the form answers at `/form/{alias}` from this moment, and no
 * longer at the alias it had. An alias another organisation holds, in any letter case, is a 409.
 */
export const handler = defineHandler(setFormAlias, async ({ body, caller }) => {
  const tenant = await getTenant(caller.tenant.tenantId, { consistent: true });
  if (!tenant) throw notFound();
  if (tenant.alias === body.alias) return { alias: tenant.alias };
  await transact([
    ...setAliasWrites(tenant, body.alias),
    logEntryWrite(byStaff(caller), 'settings.alias.changed', body.alias),
  ]);
  return { alias: body.alias };
});
