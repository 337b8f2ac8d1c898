import { getDashboard, listRegister, listReports, listReportsWithNewMessages } from '@shared/contracts/index.js';
import { contractKey } from '@/lib/contract-query.js';

/**
 * What a report's change of state makes out of date: every page of every list, of the register
 * and of the dashboard's tables, and the dashboard's counts (the same counters give the totals).
 */
export const reportListKeys = [listReports, listReportsWithNewMessages, listRegister, getDashboard].map((contract) =>
  contractKey(contract),
);
