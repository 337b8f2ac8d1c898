import { defineContract } from '../contract.js';
import { ZReportParams } from '../reports/schemas.js';
import { ZLogPage, ZLogPageQuery } from './schemas.js';

/** 'Logi' of one report: for anyone who may open the report. */
export const listReportLog = defineContract({
  name: 'list-report-log',
  area: 'logs',
  method: 'GET',
  path: '/api/logs/reports/{reportId}',
  auth: { kind: 'staff' },
  summary: "One page of a report's log entries, newest first.",
  params: ZReportParams,
  query: ZLogPageQuery,
  response: ZLogPage,
});
