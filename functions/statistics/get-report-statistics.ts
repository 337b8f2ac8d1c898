import { getReportStatistics } from '@shared/contracts/statistics/get-report-statistics.js';
import { defaultPeriod } from '@shared/domain/statistics.js';
import { defineHandler } from '../lib/handler.js';
import { visibilityOf } from '../reports/report-access.js';
import { periodOf, reportStatistics } from './report-statistics.js';

/** 'Statystyki': the statistics of a period for the caller (administrators: the organisation; auditors: their categories). */
export const handler = defineHandler(getReportStatistics, async ({ query, caller }) => {
  const now = new Date();
  const { scope, categories } = await visibilityOf(caller);
  return reportStatistics(scope, categories, periodOf(query, defaultPeriod(now)), now);
});
