import { ActionIcon, Checkbox, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { listTableTexts as t } from '@shared/messages/report-lists.js';
import type { ListColumn, ListSelection } from './list-table.js';
import { RowCard, RowCardList } from './row-cards.js';

/** What a list's rows are drawn from, as cards (narrow screens) or as a table (ListRows). */
export interface ListRowsProps<Row> {
  headingId: string;
  columns: readonly ListColumn<Row>[];
  /** The rows on screen (after 'Szukaj w widocznych'). */
  visible: readonly Row[];
  /** How many rows the page has before the search (for the empty text). */
  pageRows: number;
  rowKey: (row: Row) => string;
  rowName: (row: Row) => string;
  emptyText: string;
  actions?: { label: (row: Row) => string; render: (row: Row) => ReactNode } | undefined;
  selection?: ListSelection | undefined;
  expansion?: ((row: Row) => ReactNode) | undefined;
  open: ReadonlySet<string>;
  onToggleOpen: (key: string) => void;
}

/** How many of the rows on screen are selected: all, some (the select-all box then shows a dash). */
export function visibleSelection(visibleKeys: string[], selection: ListSelection | undefined) {
  const allSelected =
    selection !== undefined && visibleKeys.length > 0 && visibleKeys.every((key) => selection.selected.has(key));
  const someSelected = selection !== undefined && visibleKeys.some((key) => selection.selected.has(key));
  return { visibleKeys, allSelected, someSelected };
}

/** A row's own checkbox, named after the row. */
export function RowCheckbox({ rowKey, name, selection }: { rowKey: string; name: string; selection: ListSelection }) {
  return (
    <Checkbox
      aria-label={t.select(name)}
      checked={selection.selected.has(rowKey)}
      onChange={(event) => selection.onChange([rowKey], event.currentTarget.checked)}
    />
  );
}

/** Opens or closes a row's details (▸ / ▾), named after the row. */
export function ExpandToggle({ name, isOpen, onToggle }: { name: string; isOpen: boolean; onToggle: () => void }) {
  return (
    <ActionIcon
      variant="subtle"
      aria-label={isOpen ? t.collapse(name) : t.expand(name)}
      aria-expanded={isOpen}
      onClick={onToggle}
    >
      <span aria-hidden="true">{isOpen ? '▾' : '▸'}</span>
    </ActionIcon>
  );
}

const shown = (value: ReactNode) => value !== null && value !== undefined && value !== false && value !== '';

/**
 * A list's rows as cards on a narrow screen (components/row-cards.tsx): the first column is the
 * card's title, the other columns with a value follow as label and value, then the row's
 * actions, its checkbox and its details toggle — all of them in reach without scrolling sideways.
 */
export function ListCards<Row>(props: ListRowsProps<Row>) {
  const { columns, visible, rowKey, rowName, actions, selection, expansion, open } = props;
  const [first, ...rest] = columns;
  const { visibleKeys, allSelected, someSelected } = visibleSelection(visible.map(rowKey), selection);
  const selectAll = selection && (
    <Checkbox
      label={t.selectAll}
      checked={allSelected}
      indeterminate={someSelected && !allSelected}
      disabled={visibleKeys.length === 0}
      onChange={() => selection.onChange(visibleKeys, !allSelected)}
    />
  );
  if (visible.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {props.pageRows === 0 ? props.emptyText : t.noMatch}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {selectAll}
      <RowCardList labelledBy={props.headingId}>
        {visible.map((row) => {
          const key = rowKey(row);
          const name = rowName(row);
          const isOpen = open.has(key);
          const leading = (
            <>
              {selection && <RowCheckbox rowKey={key} name={name} selection={selection} />}
              {expansion && <ExpandToggle name={name} isOpen={isOpen} onToggle={() => props.onToggleOpen(key)} />}
            </>
          );
          return (
            <RowCard
              key={key}
              data-row-key={key}
              name={name}
              title={first ? first.cell(row) : name}
              leading={selection || expansion ? leading : undefined}
              fields={rest
                .map((column) => ({ label: column.header, value: column.cell(row) }))
                .filter((field) => shown(field.value))}
              actions={actions?.render(row)}
              actionsLabel={actions?.label(row)}
            >
              {expansion && isOpen && expansion(row)}
            </RowCard>
          );
        })}
      </RowCardList>
    </Stack>
  );
}
