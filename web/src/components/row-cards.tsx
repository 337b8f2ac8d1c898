import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/**
 * Below about 1100 px a table's rows become cards (issue 18): every value and every action of
 * a row in view on a phone, none behind a sideways scroll. Wider screens keep the table.
 */
export const NARROW_TABLES_QUERY = '(max-width: 1099.98px)';

/** True on a screen narrow enough for cards (read at the first render, so the table does not flash). */
export function useNarrowTables(): boolean {
  return useMediaQuery(NARROW_TABLES_QUERY, false, { getInitialValueInEffect: false }) ?? false;
}

export interface RowCardField {
  label: string;
  value: ReactNode;
}

/** The cards of a table's rows, as one list named like the table. */
export function RowCardList({
  labelledBy,
  label,
  children,
}: {
  labelledBy?: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-labelledby={labelledBy}
      aria-label={label}
    >
      {children}
    </Stack>
  );
}

interface RowCardProps {
  /** The row's name for assistive technology (e.g. 'zgłoszenie K7QM-3XPA-9B'). */
  name: string;
  /** What the card shows first, in bold (the table's first column). */
  title: ReactNode;
  /** Shown before the title (a selection checkbox, an expand toggle). */
  leading?: ReactNode;
  fields: readonly RowCardField[];
  /** The row's actions, as the table's actions cell holds them. */
  actions?: ReactNode;
  actionsLabel?: string;
  /** Shown under the actions (an expanded row's details). */
  children?: ReactNode;
  'data-row-key'?: string;
}

/** One row as a card: its title, each column as label and value, then its actions in reach. */
export function RowCard({ name, title, leading, fields, actions, actionsLabel, children, ...rest }: RowCardProps) {
  return (
    <Paper component="li" withBorder p="sm" aria-label={name} data-row-key={rest['data-row-key']}>
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="center">
          {leading}
          <Text fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }} component="div">
            {title}
          </Text>
        </Group>
        {fields.length > 0 && (
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={6} m={0}>
            {fields.map((field) => (
              <div key={field.label}>
                <Text component="dt" size="xs" c="dimmed">
                  {field.label}
                </Text>
                <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                  {field.value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        )}
        {actions && (
          <Group gap="xs" wrap="wrap" role="group" aria-label={actionsLabel}>
            {actions}
          </Group>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
