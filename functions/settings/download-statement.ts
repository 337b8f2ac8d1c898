import { downloadStatement } from '@shared/contracts/settings/download-statement.js';
import { getTenant } from '../data/tenants.js';
import { defineHandler } from '../lib/handler.js';
import { settingsFileUrl } from './settings-files.js';

export const handler = defineHandler(downloadStatement, async ({ caller }) => {
  const tenant = (await getTenant(caller.tenant.tenantId, { consistent: true })) ?? caller.tenant;
  return { url: await settingsFileUrl(tenant, 'statement') };
});
