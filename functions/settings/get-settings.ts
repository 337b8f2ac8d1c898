import { getSettings } from '@shared/contracts/settings/get-settings.js';
import { listCategoryRecords } from '../data/categories.js';
import { getTenant } from '../data/tenants.js';
import { defineHandler } from '../lib/handler.js';
import { settingsView } from './settings-view.js';

/** Settings' cards for every staff user; allowed after the licence ended (the screen shows the banner). */
export const handler = defineHandler(getSettings, async ({ caller }) => {
  const tenantId = caller.tenant.tenantId;
  // Read again, consistently: the screen reloads it right after a change.
  const [tenant, categories] = await Promise.all([
    getTenant(tenantId, { consistent: true }),
    listCategoryRecords(tenantId),
  ]);
  return settingsView(tenant ?? caller.tenant, categories, caller.user);
});
