import type { Contract } from '../contract.js';
import { getLogChain } from './get-log-chain.js';
import { listLogEntries } from './list-log-entries.js';
import { listLogUsers } from './list-log-users.js';
import { listReportLog } from './list-report-log.js';

export { getLogChain, listLogEntries, listLogUsers, listReportLog };

/** The system log, a report's log and the chain behind them. */
export const logContracts = [
  listLogEntries,
  listLogUsers,
  listReportLog,
  getLogChain,
] as const satisfies readonly Contract[];
