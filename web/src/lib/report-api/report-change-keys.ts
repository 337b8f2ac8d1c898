import { getDashboard } from '@shared/contracts/dashboard/get-dashboard.js';
import { getReport } from '@shared/contracts/reports/get-report.js';
import { listRegister } from '@shared/contracts/reports/list-register.js';
import { listReportsWithNewMessages } from '@shared/contracts/reports/list-reports-with-new-messages.js';
import { listReports } from '@shared/contracts/reports/list-reports.js';
import { contractKey } from '@/lib/contract-query.js';

/**
 * What a change of a report's state, category or label makes out of date: the report itself,
 * every page of every list, of the register and of the dashboard's tables, and the dashboard's
 * counts (the same counters give the totals).
 */
export const reportChangeKeys = [getReport, listReports, listReportsWithNewMessages, listRegister, getDashboard].map(
  (contract) => contractKey(contract),
);
