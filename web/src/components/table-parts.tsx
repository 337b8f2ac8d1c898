import { Button, Table, Text, type ButtonProps, type TableProps } from '@mantine/core';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

/**
 * A table's header row from its column names (a falsy name: the column is not shown); `last`
 * is a header cell of its own at the end (e.g. an actions column that stays in view).
 */
export function TableHead({
  columns,
  last,
}: {
  columns: readonly (string | false | null | undefined)[];
  last?: ReactNode;
}) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.filter(Boolean).map((name) => (
          <Table.Th key={name as string}>{name}</Table.Th>
        ))}
        {last}
      </Table.Tr>
    </Table.Thead>
  );
}

/** The one row of a table with nothing to list, saying so across all its columns. */
export function EmptyRow({ columns, text }: { columns: number; text: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text c="dimmed">{text}</Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** A small text button acting on one row (Edytuj, Usuń…). */
export function RowAction(props: ButtonProps & ComponentPropsWithoutRef<'button'>) {
  return <Button size="compact-sm" variant="subtle" {...props} />;
}

/** A table that scrolls sideways below `minWidth`: its header, then its body rows. */
export function ScrollTable({
  minWidth,
  head,
  children,
  ...table
}: TableProps & { minWidth: number; head: ReactNode; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table {...table}>
        {head}
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
