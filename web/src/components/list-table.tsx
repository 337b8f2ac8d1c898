import { Alert, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { commonTexts } from '@shared/messages/common.js';
import { listTableTexts as t } from '@shared/messages/report-lists.js';
import { pageCount, type CursorPaging } from '../lib/cursor-paging.js';
import { ListCards, type ListRowsProps } from './list-cards.js';
import { ListFilters, ListPager } from './list-controls.js';
import { ListRows } from './list-rows.js';
import { useNarrowTables } from './row-cards.js';
import './table-layout.css';

export interface ListColumn<Row> {
  /** The column's name: its header, read out, and the label on narrow screens' cards. */
  header: string;
  /** What the header shows instead, where the row is crowded (a narrow icon naming `header`). */
  headerShown?: ReactNode;
  cell: (row: Row) => ReactNode;
  /** What the cell adds to 'Szukaj w widocznych'; a column without it is not searched. */
  searchText?: (row: Row) => string;
}

export interface ListSelection {
  selected: ReadonlySet<string>;
  onChange: (keys: string[], selected: boolean) => void;
}

export interface ListTableProps<Row, Size extends number = number> {
  /** The table's heading and accessible name; the section around it carries it too. */
  title: string;
  /** 1 when the table is the screen (its title is the page's heading); 2 by default. */
  headingOrder?: 1 | 2;
  columns: readonly ListColumn<Row>[];
  /** The rows of the current page; undefined while the first page loads. */
  rows: readonly Row[] | undefined;
  total: number;
  /** Where the server's next page starts; null on the last page. */
  nextCursor: string | null;
  rowKey: (row: Row) => string;
  /** How a row is named in the labels of its controls (e.g. 'zgłoszenie K7QM-3XPA-9B'). */
  rowName: (row: Row) => string;
  paging: CursorPaging<Size>;
  pageSizes: readonly Size[];
  /** A page is being fetched (the rows shown are the previous page's until it arrives). */
  fetching?: boolean;
  /** The failure to show instead of the rows, as the spec's alert text. */
  error?: string | null;
  emptyText: string;
  /** The row's actions (one cell at the end of the row). */
  actions?: { label: (row: Row) => string; render: (row: Row) => ReactNode };
  /** Multi-select (the register): a checkbox per row and one for the visible rows. */
  selection?: ListSelection;
  /** An expandable row: its content is rendered only while it is open. */
  expansion?: (row: Row) => ReactNode;
  /** Shown between the title and the table controls (e.g. a category filter, a CSV button). */
  toolbar?: ReactNode;
}

const normalise = (text: string) => text.toLocaleLowerCase('pl').trim();

/**
 * A paged list: 'Szukaj w widocznych' filters only the rows on screen (their labels
 * already decrypted in the browser: the server cannot search ciphertext), 'Załaduj wiersze'
 * chooses the page size, and previous/next move between the server's pages.
 */
export function ListTable<Row, Size extends number = number>(props: ListTableProps<Row, Size>) {
  const {
    title,
    columns,
    rows,
    total,
    nextCursor,
    rowKey,
    rowName,
    paging,
    pageSizes,
    fetching = false,
    error,
    emptyText,
  } = props;
  const { actions, selection, expansion, toolbar, headingOrder = 2 } = props;
  const headingId = useId();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  // Under about 1100 px the rows are cards (every action in reach); wider, the actions column stays in view.
  const narrow = useNarrowTables();

  const visible = useMemo(() => {
    const query = normalise(search);
    if (!rows || query === '') return rows ?? [];
    return rows.filter((row) =>
      columns.some((column) => column.searchText && normalise(column.searchText(row)).includes(query)),
    );
  }, [rows, columns, search]);

  // A change elsewhere (archive, delete) can empty the last page: step back to one with rows.
  const emptiedPage = rows !== undefined && rows.length === 0 && paging.page > 1;
  useEffect(() => {
    if (emptiedPage && !fetching) paging.previous();
  }, [emptiedPage, fetching, paging]);

  const pages = pageCount(total, paging.pageSize);
  const rowsProps = (pageRows: number): ListRowsProps<Row> => ({
    headingId,
    columns,
    visible,
    pageRows,
    rowKey,
    rowName,
    emptyText,
    actions,
    selection,
    expansion,
    open,
    onToggleOpen: toggleOpen,
  });

  const toggleOpen = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <Paper component="section" withBorder p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={headingOrder} size={headingOrder === 1 ? 'h2' : 'h3'} id={headingId}>
            {title}
          </Title>
          <Text size="sm" c="dimmed" data-testid="list-total">
            {t.total(total)}
          </Text>
        </Group>
        {toolbar}
        <ListFilters search={search} onSearch={setSearch} paging={paging} pageSizes={pageSizes} />

        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : rows === undefined ? (
          <Group gap="sm" role="status" aria-live="polite" p="md">
            <Loader size="sm" aria-hidden="true" />
            <Text>{commonTexts.loading}</Text>
          </Group>
        ) : narrow ? (
          <ListCards {...rowsProps(rows.length)} />
        ) : (
          <ListRows {...rowsProps(rows.length)} fetching={fetching} />
        )}

        <ListPager paging={paging} pages={pages} nextCursor={nextCursor} fetching={fetching} />
      </Stack>
    </Paper>
  );
}
