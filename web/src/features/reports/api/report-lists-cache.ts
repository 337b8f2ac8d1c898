import type { QueryClient } from '@tanstack/react-query';
import { getDashboard, listRegister, listReports, listReportsWithNewMessages } from '@shared/contracts/index.js';
import { contractKey } from '../../../lib/contract-query.js';

/**
 * Everything a report's change of state makes out of date: every page of every list, the
 * register and the dashboard's counts (their totals come from the same counters).
 */
export const reportListKeys = [listReports, listReportsWithNewMessages, listRegister, getDashboard].map((contract) => contractKey(contract));

export const refreshReportLists = (queryClient: QueryClient) =>
  Promise.all(reportListKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
