import { Checkbox, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { Fragment } from 'react';
import { listTableTexts as t } from '@shared/messages/report-lists.js';
import { ExpandToggle, RowCheckbox, visibleSelection, type ListRowsProps } from './list-cards.js';
import { ScrollTable } from './table-parts.js';

/**
 * A list's rows as a table (wide screens): the select-all and details columns when the list has
 * them, the columns, and the actions column that stays in view; an open row's details below it.
 */
export function ListRows<Row>(props: ListRowsProps<Row> & { fetching: boolean }) {
  const { headingId, columns, visible, pageRows, rowKey, rowName, emptyText, actions, selection, expansion } = props;
  const { open, onToggleOpen, fetching } = props;
  const columnCount = columns.length + (actions ? 1 : 0) + (selection ? 1 : 0) + (expansion ? 1 : 0);
  const { visibleKeys, allSelected, someSelected } = visibleSelection(visible.map(rowKey), selection);
  return (
    <ScrollTable
      minWidth={720}
      striped
      highlightOnHover
      verticalSpacing="xs"
      horizontalSpacing={6}
      aria-labelledby={headingId}
      aria-busy={fetching}
      head={
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t.selectAll}
                  checked={allSelected}
                  indeterminate={someSelected && !allSelected}
                  disabled={visibleKeys.length === 0}
                  onChange={() => selection.onChange(visibleKeys, !allSelected)}
                />
              </Table.Th>
            )}
            {expansion && (
              <Table.Th w={40}>
                <VisuallyHidden>{t.details}</VisuallyHidden>
              </Table.Th>
            )}
            {columns.map((column) => (
              <Table.Th key={column.header}>{column.headerShown ?? column.header}</Table.Th>
            ))}
            {actions && <Table.Th className="ostoja-sticky-actions">{t.actions}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
      }
    >
      {visible.length === 0 && (
        <Table.Tr>
          <Table.Td colSpan={columnCount}>
            <Text c="dimmed" size="sm">
              {pageRows === 0 ? emptyText : t.noMatch}
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
                  <RowCheckbox rowKey={key} name={name} selection={selection} />
                </Table.Td>
              )}
              {expansion && (
                <Table.Td>
                  <ExpandToggle name={name} isOpen={isOpen} onToggle={() => onToggleOpen(key)} />
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
    </ScrollTable>
  );
}
