import { getDashboard } from '@shared/contracts/index.js';
import { getCounters } from '../data/tenants.js';
import { defineHandler } from '../lib/handler.js';

export const handler = defineHandler(getDashboard, async ({ caller }) => {
  const counters = await getCounters(caller.tenant.tenantId);
  return {
    organisationName: caller.tenant.name,
    counts: { new: counters.new, open: counters.open, archived: counters.archived, staffUsers: counters.staffUsers },
  };
});
