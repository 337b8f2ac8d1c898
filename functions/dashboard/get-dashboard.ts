import { getDashboard } from '@shared/contracts/dashboard/get-dashboard.js';
import { countReports } from '../data/report-lists.js';
import { countersWithCaller, getCounters } from '../data/tenants.js';
import { defineHandler } from '../lib/handler.js';
import { scopeOf } from '../reports/report-access.js';

/** The count tiles: the reports the caller may see (their categories' for users and auditors). */
export const handler = defineHandler(
  getDashboard,
  async ({ caller, readWithCaller }) => {
    // The organisation's counters, read with the caller, once: its staff count and, for an administrator, the report counts.
    const organisationCounters = readWithCaller
      ? Promise.resolve(readWithCaller.value)
      : getCounters(caller.tenant.tenantId);
    const [reports, counters] = await Promise.all([
      scopeOf(caller).then((scope) => countReports(scope, organisationCounters)),
      organisationCounters,
    ]);
    return {
      organisationName: caller.tenant.name,
      counts: { new: reports.new, open: reports.open, archived: reports.archived, staffUsers: counters.staffUsers },
    };
  },
  { readWithCaller: () => countersWithCaller },
);
