import { rowsPerRequest, type ReportPageSize } from '@shared/domain/report.js';
import { countReports, listReportRows, viewTotalOf, type ReportScope, type ReportView } from '../data/report-lists.js';
import type { CategoryRecord } from '../data/categories.js';
import { toReportRow } from './report-access.js';

/**
 * A page of a view for a scope, with the view's total from the counters. "All" rows (−1) come
 * in pages of `ALL_ROWS_CHUNK` that the client follows.
 */
export async function reportPage(
  scope: ReportScope,
  categories: readonly CategoryRecord[],
  view: ReportView,
  query: { perPage: number; cursor?: string },
) {
  const [page, counts] = await Promise.all([
    listReportRows(scope, view, { limit: rowsPerRequest(query.perPage as ReportPageSize), cursor: query.cursor }),
    countReports(scope),
  ]);
  return {
    rows: page.rows.map((row) => toReportRow(row, categories)),
    total: viewTotalOf(view, counts),
    nextCursor: page.nextCursor,
  };
}
