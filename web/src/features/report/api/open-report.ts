import {
  getReport,
  listReports,
  listReportsWithNewMessages,
  openReport,
  getDashboard,
  listRegister,
} from '@shared/contracts/index.js';
import { contractKey, useContractMutation } from '@/lib/contract-query.js';

/** What changes when a report changes state or category: the report and every list and count. */
export const reportChangeInvalidates = [
  getReport,
  listReports,
  listReportsWithNewMessages,
  listRegister,
  getDashboard,
].map((contract) => contractKey(contract));

/** The first opening of a new report (new → open, acknowledged); repeating it changes nothing. */
export const useOpenReport = () => useContractMutation(openReport, { invalidates: reportChangeInvalidates });
