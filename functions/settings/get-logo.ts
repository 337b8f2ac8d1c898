import { getLogo } from '@shared/contracts/settings/get-logo.js';
import { getTenant } from '../data/tenants.js';
import { defineHandler } from '../lib/handler.js';
import { settingsFileUrl } from './settings-files.js';

export const handler = defineHandler(getLogo, async ({ caller }) => {
  const tenant = (await getTenant(caller.tenant.tenantId, { consistent: true })) ?? caller.tenant;
  return { url: await settingsFileUrl(tenant, 'logo') };
});
