import { reportColumnTexts, reportListTexts } from '@shared/messages/report-lists.js';
import { OpenReportButton, ReportTable, useReportPaging, type ReportColumn } from '@/components/report-table.js';
import { useReportsWithNewMessages } from '../api/get-reports-with-new-messages.js';

/** 'Wiadomości': Identyfikator, Data wpływu, Dni, Etykieta, Kategoria and an open action; then our 'Prowadzący' and 'Terminy'. */
const columns: readonly ReportColumn[] = [
  'identifier',
  'receivedAt',
  'days',
  'label',
  'category',
  'handlerInitials',
  'deadlines',
];

export function MessagesTable() {
  const paging = useReportPaging();
  const query = useReportsWithNewMessages({ query: { perPage: paging.pageSize, cursor: paging.cursor } });
  return (
    <ReportTable
      title={reportListTexts.messagesTitle}
      headingOrder={1}
      columns={columns}
      query={query}
      paging={paging}
      emptyText={reportListTexts.emptyMessages}
      actions={(row) => <OpenReportButton row={row} text={reportColumnTexts.read} />}
    />
  );
}
