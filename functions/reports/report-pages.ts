import { rowsPerRequest, type ReportPageSize } from '@shared/domain/report.js';
import {
  countReports,
  listHandledRows,
  listReportRows,
  rowExtrasOfReports,
  viewTotalOf,
  type ReportScope,
  type ReportView,
} from '../data/report-lists.js';
import type { CategoryRecord } from '../data/categories.js';
import type { ReportRowRecord } from '../data/reports.js';
import { listStaffUsers } from '../data/staff-users.js';
import { shownHandlers, toReportRow } from './report-access.js';

/** A page's rows and its view's total, before the rows are shown. */
interface RawPage {
  rows: ReportRowRecord[];
  total: number;
  nextCursor: string | null;
}

async function allRows(
  scope: ReportScope,
  view: ReportView,
  page: { limit: number; cursor?: string },
  organisationCounters?: object,
): Promise<RawPage> {
  const [rows, counts] = await Promise.all([
    listReportRows(scope, view, page),
    countReports(scope, organisationCounters),
  ]);
  return { rows: rows.rows, total: viewTotalOf(view, counts), nextCursor: rows.nextCursor };
}

/**
 * A page of a view for a scope, with the view's total from the counters; with `handledBy`, only
 * the reports that user handles ('Moje sprawy'), total included. Each row names its handlers
 * ('Prowadzący'). "All" rows (−1) come in pages of `ALL_ROWS_CHUNK` that the client follows.
 */
export async function reportPage(
  scope: ReportScope | Promise<ReportScope>,
  categories: readonly CategoryRecord[] | Promise<readonly CategoryRecord[]>,
  view: ReportView,
  query: { perPage: number; cursor?: string },
  /** The organisation's counters when read with the caller (`countersWithCaller`). */
  organisationCounters?: object,
  handledBy?: string,
) {
  // Both may still be on their way (`visibilityAhead`): the rows and the counts are read beside the categories.
  const known = await scope;
  const page = { limit: rowsPerRequest(query.perPage as ReportPageSize), cursor: query.cursor };
  const [raw, shown, users] = await Promise.all([
    handledBy === undefined
      ? allRows(known, view, page, organisationCounters)
      : listHandledRows(known, view, handledBy, page),
    categories,
    listStaffUsers(known.tenantId),
  ]);
  const extras = await rowExtrasOfReports(
    known.tenantId,
    raw.rows.map((row) => row.reportId),
  );
  return {
    rows: raw.rows.map((row) =>
      toReportRow(
        row,
        shown,
        shownHandlers(
          extras.get(row.reportId)?.handlerIds ?? [],
          users,
          shown.find((category) => category.categoryId === row.categoryId),
        ),
        extras.get(row.reportId) ?? { meeting: null, followUpEndOn: null },
      ),
    ),
    total: raw.total,
    nextCursor: raw.nextCursor,
  };
}
