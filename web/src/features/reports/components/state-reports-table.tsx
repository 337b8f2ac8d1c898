import type { ReportRow } from '@shared/contracts/reports/schemas.js';
import type { ReportStateName } from '@shared/domain/report.js';
import { reportColumnTexts, reportListTexts } from '@shared/messages/report-lists.js';
import { RowAction } from '@/components/table-parts.js';
import {
  OpenReportButton,
  queueColumns,
  queueColumnsWithDeadlines,
  ReportTable,
  useReportPaging,
  type ReportColumn,
} from '@/components/report-table.js';
import { useState } from 'react';
import { useReports } from '../api/get-reports.js';
import { useReportActions } from '../hooks/use-report-actions.js';
import { MineFilter } from './mine-filter.js';

const columnsOf: Record<ReportStateName, readonly ReportColumn[]> = {
  // Reports still being handled: 'Terminy' marks the Act's terms that are close or missed.
  new: queueColumnsWithDeadlines,
  open: queueColumnsWithDeadlines,
  // 'Archiwalne zgłoszenia': extra column 'Data zakończenia'; closed, so no marks.
  archived: [...queueColumns, 'archivedAt'],
};

export const stateTitles: Record<ReportStateName, string> = {
  new: reportListTexts.newTitle,
  open: reportListTexts.openTitle,
  archived: reportListTexts.archivedTitle,
};

/**
 * The reports in one state, paged by the server. POKAŻ opens a report; open reports offer
 * ZARCHIWIZUJ and archived ones USUŃ, only to those the server says may archive (canArchivize).
 */
export function StateReportsTable({ state, headingOrder = 2 }: { state: ReportStateName; headingOrder?: 1 | 2 }) {
  const paging = useReportPaging();
  const [mine, setMine] = useState(false);
  const query = useReports({
    query: { state, perPage: paging.pageSize, cursor: paging.cursor, ...(mine ? { mine: '1' as const } : {}) },
  });
  const { archive, remove, busy } = useReportActions();
  const canArchivize = query.data?.canArchivize ?? false;

  const actions = (row: ReportRow) => (
    <>
      <OpenReportButton row={row} text={reportColumnTexts.show} />
      {canArchivize && state === 'open' && (
        <RowAction color="orange" disabled={busy} onClick={() => archive(row)}>
          {reportColumnTexts.archive}
        </RowAction>
      )}
      {canArchivize && state === 'archived' && (
        <RowAction color="red" disabled={busy} onClick={() => remove(row)}>
          {reportColumnTexts.delete}
        </RowAction>
      )}
    </>
  );

  return (
    <ReportTable
      title={stateTitles[state]}
      headingOrder={headingOrder}
      columns={columnsOf[state]}
      query={query}
      paging={paging}
      emptyText={reportListTexts.empty}
      actions={actions}
      toolbar={
        <MineFilter
          checked={mine}
          onChange={(on) => {
            setMine(on);
            paging.reset();
          }}
        />
      }
    />
  );
}
