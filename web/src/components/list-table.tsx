import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  VisuallyHidden,
  TextInput,
  Title,
} from '@mantine/core';
import { Fragment, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { commonTexts } from '@shared/messages/common.js';
import { listTableTexts as t } from '@shared/messages/report-lists.js';
import { ALL_ROWS } from '@shared/domain/report.js';
import { pageCount, type CursorPaging } from '../lib/cursor-paging.js';
import { ListCards } from './list-cards.js';
import { useNarrowTables } from './row-cards.js';
import './table-layout.css';

export interface ListColumn<Row> {
  header: string;
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
 * A paged list (doc 1 §2): 'Szukaj w widocznych' filters only the rows on screen (their labels
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
  const columnCount = columns.length + (actions ? 1 : 0) + (selection ? 1 : 0) + (expansion ? 1 : 0);
  const visibleKeys = visible.map(rowKey);
  const allVisibleSelected =
    selection !== undefined && visibleKeys.length > 0 && visibleKeys.every((key) => selection.selected.has(key));
  const someVisibleSelected = selection !== undefined && visibleKeys.some((key) => selection.selected.has(key));

  const toggleOpen = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const onNext = () => {
    if (nextCursor) paging.next(nextCursor);
  };

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
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t.search}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: '1 1 16rem' }}
          />
          <NativeSelect
            label={t.pageSize}
            value={String(paging.pageSize)}
            data={pageSizes.map((size) => ({
              value: String(size),
              label: size === ALL_ROWS ? t.allRows : String(size),
            }))}
            onChange={(event) => {
              const size = pageSizes.find((option) => String(option) === event.currentTarget.value);
              if (size !== undefined) paging.setPageSize(size);
            }}
            w={140}
          />
        </Group>

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
          <ListCards
            headingId={headingId}
            columns={columns}
            visible={visible}
            pageRows={rows.length}
            rowKey={rowKey}
            rowName={rowName}
            emptyText={emptyText}
            actions={actions}
            selection={selection}
            expansion={expansion}
            open={open}
            onToggleOpen={toggleOpen}
          />
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table striped highlightOnHover verticalSpacing="xs" aria-labelledby={headingId} aria-busy={fetching}>
              <Table.Thead>
                <Table.Tr>
                  {selection && (
                    <Table.Th w={40}>
                      <Checkbox
                        aria-label={t.selectAll}
                        checked={allVisibleSelected}
                        indeterminate={someVisibleSelected && !allVisibleSelected}
                        disabled={visibleKeys.length === 0}
                        onChange={() => selection.onChange(visibleKeys, !allVisibleSelected)}
                      />
                    </Table.Th>
                  )}
                  {expansion && (
                    <Table.Th w={40}>
                      <VisuallyHidden>{t.details}</VisuallyHidden>
                    </Table.Th>
                  )}
                  {columns.map((column) => (
                    <Table.Th key={column.header}>{column.header}</Table.Th>
                  ))}
                  {actions && <Table.Th className="ostoja-sticky-actions">{t.actions}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {visible.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={columnCount}>
                      <Text c="dimmed" size="sm">
                        {rows.length === 0 ? emptyText : t.noMatch}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {visible.map((row) => {
                  const key = rowKey(row);
                  const name = rowName(row);
                  const isOpen = open.has(key);
                  return (
                    <Fragment key={key}>
                      <Table.Tr data-row-key={key}>
                        {selection && (
                          <Table.Td>
                            <Checkbox
                              aria-label={t.select(name)}
                              checked={selection.selected.has(key)}
                              onChange={(event) => selection.onChange([key], event.currentTarget.checked)}
                            />
                          </Table.Td>
                        )}
                        {expansion && (
                          <Table.Td>
                            <ActionIcon
                              variant="subtle"
                              aria-label={isOpen ? t.collapse(name) : t.expand(name)}
                              aria-expanded={isOpen}
                              onClick={() => toggleOpen(key)}
                            >
                              <span aria-hidden="true">{isOpen ? '▾' : '▸'}</span>
                            </ActionIcon>
                          </Table.Td>
                        )}
                        {columns.map((column) => (
                          <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
                        ))}
                        {actions && (
                          <Table.Td className="ostoja-sticky-actions">
                            <Group gap={4} wrap="nowrap" role="group" aria-label={actions.label(row)}>
                              {actions.render(row)}
                            </Group>
                          </Table.Td>
                        )}
                      </Table.Tr>
                      {expansion && isOpen && (
                        <Table.Tr>
                          <Table.Td colSpan={columnCount}>{expansion(row)}</Table.Td>
                        </Table.Tr>
                      )}
                    </Fragment>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}

        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            size="xs"
            aria-label={t.previousPage}
            disabled={paging.page <= 1 || fetching}
            onClick={paging.previous}
          >
            {t.previous}
          </Button>
          <Text size="sm" aria-live="polite" data-testid="list-page">
            {t.pageOf(Math.min(paging.page, pages), pages)}
          </Text>
          <Button
            variant="default"
            size="xs"
            aria-label={t.nextPage}
            disabled={!nextCursor || fetching}
            onClick={onNext}
          >
            {t.next}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
