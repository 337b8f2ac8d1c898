import type { Contract } from '../contract.js';
import { getReportStatistics } from './get-report-statistics.js';

export { getReportStatistics };

/** Statistics of reports. */
export const statisticsContracts = [getReportStatistics] as const satisfies readonly Contract[];
