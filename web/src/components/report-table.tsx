import { Button, Text } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ReportRow } from '@shared/contracts/reports/schemas.js';
import {
  DEFAULT_PAGE_SIZE,
  daysSinceReceipt,
  reportPageSizes,
  reportType,
  type ReportPageSize,
} from '@shared/domain/report.js';
import { reportColumnTexts as t } from '@shared/messages/report-lists.js';
import { reportStateLabel } from '@shared/messages/reports.js';
import { deadlineMarkTexts } from '@shared/messages/deadlines.js';
import { paths } from '../config/paths.js';
import { errorText } from '../lib/api-errors.js';
import { useCursorPaging, type CursorPaging } from '../lib/cursor-paging.js';
import { formatDate, formatDateTime } from '../lib/dates.js';
import { labelSearchText, labelText, useReportLabels, type LabelView } from '../lib/report-labels.js';
import { ListTable, type ListColumn, type ListSelection } from './list-table.js';
import { AttachmentIcon, EmailIcon, PhoneIcon } from './report-icons.js';
import { DeadlineMarks, deadlineMarksSearchText } from './deadline-marks.js';
import { HandlerInitials, HandlersHeader } from './handler-initials.js';

export type ReportColumn =
  | 'identifier'
  | 'attachment'
  | 'type'
  | 'receivedAt'
  | 'days'
  | 'replies'
  | 'label'
  | 'category'
  | 'handlers'
  | 'handlerInitials'
  | 'archivedAt'
  | 'status'
  | 'deadlines';

/** The dashboard tables and the lists by state: identifier, icons, receipt, days, replies, label, category. */
const queueBaseColumns: readonly ReportColumn[] = [
  'identifier',
  'attachment',
  'type',
  'receivedAt',
  'days',
  'replies',
  'label',
  'category',
];

/** A list of closed reports: the queue's columns, then our 'Prowadzący'. */
export const queueColumns: readonly ReportColumn[] = [...queueBaseColumns, 'handlers'];

/**
 * 'Data zakończenia': the day an administrator recorded as the end of follow-up, else when the
 * report was archived (shared/domain/retention.ts counts retention from the same); '' while neither.
 */
export const caseEndedText = (row: Pick<ReportRow, 'followUpEndOn' | 'archivedAt'>): string =>
  row.followUpEndOn ? formatDate(row.followUpEndOn) : row.archivedAt ? formatDateTime(row.archivedAt) : '';

/** 'Prowadzący': the names of the report's handlers, or a dash. */
export const handlerNames = (row: Pick<ReportRow, 'handlers'>): string =>
  row.handlers.map((handler) => handler.name).join(', ');

/**
 * Lists of reports still being handled: the queue's columns, 'Prowadzący' as an icon over initials
 * (names, or the header's word, at 1366 px pushed 'Terminy' under the sticky actions, decision 250)
 * and, last, 'Terminy', the Act's terms that are close or missed.
 */
export const queueColumnsWithDeadlines: readonly ReportColumn[] = [...queueBaseColumns, 'handlerInitials', 'deadlines'];

/** Paging of a report list: 10 rows by default, from the first page. */
export const useReportPaging = () => useCursorPaging<ReportPageSize>(DEFAULT_PAGE_SIZE);

/** A page of a report list as the query gives it. */
export interface ReportPageQuery {
  data: { rows: ReportRow[]; total: number; nextCursor: string | null } | undefined;
  isFetching: boolean;
  error: Error | null;
}

export interface ReportTableProps {
  title: string;
  headingOrder?: 1 | 2;
  columns: readonly ReportColumn[];
  query: ReportPageQuery;
  paging: CursorPaging<ReportPageSize>;
  emptyText: string;
  /** The row's buttons (POKAŻ, ZARCHIWIZUJ…). */
  actions?: (row: ReportRow) => ReactNode;
  selection?: ListSelection;
  /** The open row's details, with the row's decrypted label. */
  expansion?: (row: ReportRow, label: LabelView | undefined) => ReactNode;
  toolbar?: ReactNode;
}

const dash = '-';

function typeIcon(type: ReportRow['type']) {
  if (type === reportType.phone) return <PhoneIcon label={t.typePhone} />;
  if (type === reportType.email) return <EmailIcon label={t.typeEmail} />;
  return null;
}

function columnsFor(kinds: readonly ReportColumn[], labels: ReadonlyMap<string, LabelView>): ListColumn<ReportRow>[] {
  const all: Record<ReportColumn, ListColumn<ReportRow>> = {
    identifier: {
      header: t.identifier,
      cell: (row) => (
        <Text size="sm" ff="monospace" fw={500}>
          {row.identifier}
        </Text>
      ),
      searchText: (row) => row.identifier,
    },
    attachment: {
      header: t.attachment,
      cell: (row) => (row.hasAttachments ? <AttachmentIcon label={t.hasAttachment} /> : null),
    },
    type: { header: t.type, cell: (row) => typeIcon(row.type) },
    receivedAt: {
      header: t.receivedAt,
      cell: (row) => formatDateTime(row.receivedAt),
      searchText: (row) => formatDateTime(row.receivedAt),
    },
    days: { header: t.days, cell: (row) => daysSinceReceipt(row.receivedAt) },
    replies: { header: t.replies, cell: (row) => row.repliesCount },
    label: {
      header: t.label,
      cell: (row) => labelText(labels.get(row.reportId)),
      searchText: (row) => labelSearchText(labels.get(row.reportId)),
    },
    category: { header: t.category, cell: (row) => row.categoryName, searchText: (row) => row.categoryName },
    handlers: { header: t.handlers, cell: (row) => handlerNames(row) || t.noHandlers, searchText: handlerNames },
    handlerInitials: {
      header: t.handlers,
      headerShown: <HandlersHeader />,
      cell: (row) => <HandlerInitials handlers={row.handlers} />,
      searchText: handlerNames,
    },
    archivedAt: {
      header: t.archivedAt,
      cell: (row) => caseEndedText(row) || dash,
      searchText: caseEndedText,
    },
    status: {
      header: t.status,
      cell: (row) => reportStateLabel[row.state],
      searchText: (row) => reportStateLabel[row.state],
    },
    deadlines: {
      header: deadlineMarkTexts.column,
      cell: (row) => <DeadlineMarks report={row} />,
      searchText: (row) => deadlineMarksSearchText(row),
    },
  };
  return kinds.map((kind) => all[kind]);
}

/**
 * A table of reports: the rows of one server page, their labels decrypted in this browser, the
 * paging controls and the search over the visible rows. Dashboard, lists, 'Wiadomości' and the
 * register are this table with other columns and actions.
 */
export function ReportTable({
  title,
  headingOrder = 2,
  columns,
  query,
  paging,
  emptyText,
  actions,
  selection,
  expansion,
  toolbar,
}: ReportTableProps) {
  const rows = query.data?.rows;
  const labels = useReportLabels(rows);
  const listColumns = useMemo(() => columnsFor(columns, labels), [columns, labels]);
  return (
    <ListTable
      title={title}
      headingOrder={headingOrder}
      columns={listColumns}
      rows={rows}
      total={query.data?.total ?? 0}
      nextCursor={query.data?.nextCursor ?? null}
      rowKey={(row) => row.reportId}
      rowName={(row) => t.reportName(row.identifier)}
      paging={paging}
      pageSizes={reportPageSizes}
      fetching={query.isFetching}
      error={query.error ? errorText(query.error) : null}
      emptyText={emptyText}
      {...(actions ? { actions: { label: (row: ReportRow) => t.actionsOf(row.identifier), render: actions } } : {})}
      {...(selection ? { selection } : {})}
      {...(expansion ? { expansion: (row: ReportRow) => expansion(row, labels.get(row.reportId)) } : {})}
      toolbar={toolbar}
    />
  );
}

/** POKAŻ / 'ODCZYTAJ ZGŁOSZENIE': opens the report (the spec's Signal route, by report id). */
export function OpenReportButton({ row, text }: { row: ReportRow; text: string }) {
  return (
    <Button component={Link} to={paths.signal(row.reportId)} size="compact-sm" variant="light">
      {text}
    </Button>
  );
}
