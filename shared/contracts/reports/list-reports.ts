import * as z from 'zod';
import { reportStateNames, type ReportStateName } from '../../domain/report.js';
import { defineContract } from '../contract.js';
import { ZMineQuery, ZPageQuery, ZReportPage } from './schemas.js';

/**
 * 'Nowe', 'Otwarte', 'Archiwalne' and each table of 'Wszystkie' and of the dashboard: reports in
 * one state that the caller may see (administrators: all; users and auditors: their categories);
 * with `mine`, only those the caller handles ('Moje sprawy'), the total theirs too.
 */
export const listReports = defineContract({
  name: 'list-reports',
  area: 'reports',
  method: 'GET',
  path: '/api/reports',
  auth: { kind: 'staff' },
  summary: 'One page of the reports in a state, newest first, with the total of that state.',
  query: ZPageQuery.extend({
    ...ZMineQuery.shape,
    state: z.enum(reportStateNames as [ReportStateName, ...ReportStateName[]]),
  }),
  response: ZReportPage.extend({ canArchivize: z.boolean() }),
});
