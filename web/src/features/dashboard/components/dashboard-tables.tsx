import { reportColumnTexts, reportListTexts } from '@shared/messages/report-lists.js';
import {
  OpenReportButton,
  queueColumnsWithDeadlines,
  ReportTable,
  useReportPaging,
} from '@/components/report-table.js';
import { useNewReports } from '../api/get-new-reports.js';
import { useReportsWithNewMessages } from '../api/get-reports-with-new-messages.js';

/** 'Nowe zgłoszenia' with POKAŻ, paged on its own. */
export function NewReportsTable() {
  const paging = useReportPaging();
  const query = useNewReports({ perPage: paging.pageSize, cursor: paging.cursor });
  return (
    <ReportTable
      title={reportListTexts.dashboardNew}
      columns={queueColumnsWithDeadlines}
      query={query}
      paging={paging}
      emptyText={reportListTexts.empty}
      actions={(row) => <OpenReportButton row={row} text={reportColumnTexts.show} />}
    />
  );
}

/** 'Odnotowano nowe wiadomości w otwartych zgłoszeniach' with 'ODCZYTAJ ZGŁOSZENIE', paged on its own. */
export function NewMessagesTable() {
  const paging = useReportPaging();
  const query = useReportsWithNewMessages({ perPage: paging.pageSize, cursor: paging.cursor });
  return (
    <ReportTable
      title={reportListTexts.dashboardMessages}
      columns={queueColumnsWithDeadlines}
      query={query}
      paging={paging}
      emptyText={reportListTexts.emptyMessages}
      actions={(row) => <OpenReportButton row={row} text={reportColumnTexts.read} />}
    />
  );
}
