import {
  getDashboard,
  getReport,
  listRegister,
  listReports,
  listReportsWithNewMessages,
} from '@shared/contracts/index.js';
import { contractKey } from '@/lib/contract-query.js';

/**
 * What a change of a report's state, category or label makes out of date: the report itself,
 * every page of every list, of the register and of the dashboard's tables, and the dashboard's
 * counts (the same counters give the totals).
 */
export const reportChangeKeys = [getReport, listReports, listReportsWithNewMessages, listRegister, getDashboard].map(
  (contract) => contractKey(contract),
);
