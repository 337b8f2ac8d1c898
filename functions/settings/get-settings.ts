import { getSettings } from '@shared/contracts/settings/get-settings.js';
import { getAcknowledgementTemplate } from '../data/acknowledgement-templates.js';
import { listCategoryRecords } from '../data/categories.js';
import { rulesOf } from '../data/tenant-settings.js';
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
  const current = tenant ?? caller.tenant;
  const template = rulesOf(current).acknowledgement.template;
  const acknowledgement = template ? await getAcknowledgementTemplate(tenantId, template) : null;
  return settingsView(current, categories, caller.user, acknowledgement);
});
