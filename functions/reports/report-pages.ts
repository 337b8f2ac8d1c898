import { rowsPerRequest, type ReportPageSize } from '@shared/domain/report.js';
import { countReports, listReportRows, viewTotalOf, type ReportScope, type ReportView } from '../data/report-lists.js';
import type { CategoryRecord } from '../data/categories.js';
import { toReportRow } from './report-access.js';

/**
 * A page of a view for a scope, with the view's total from the counters. "All" rows (−1) come
 * in pages of `ALL_ROWS_CHUNK` that the client follows.
 */
export async function reportPage(
  scope: ReportScope | Promise<ReportScope>,
  categories: readonly CategoryRecord[] | Promise<readonly CategoryRecord[]>,
  view: ReportView,
  query: { perPage: number; cursor?: string },
  /** The organisation's counters when read with the caller (`countersWithCaller`). */
  organisationCounters?: object,
) {
  // Both may still be on their way (`visibilityAhead`): the rows and the counts are read beside the categories.
  const known = await scope;
  const [page, counts, shown] = await Promise.all([
    listReportRows(known, view, { limit: rowsPerRequest(query.perPage as ReportPageSize), cursor: query.cursor }),
    countReports(known, organisationCounters),
    categories,
  ]);
  return {
    rows: page.rows.map((row) => toReportRow(row, shown)),
    total: viewTotalOf(view, counts),
    nextCursor: page.nextCursor,
  };
}
