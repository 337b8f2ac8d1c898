import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A card's overview: label → value pairs as a description list. */
export function DetailList({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <SimpleGrid component="dl" cols={2} spacing="xs" verticalSpacing={4} m={0}>
      {rows.map(([label, value]) => [
        <Text key={`${label}-dt`} component="dt" size="sm" c="dimmed">
          {label}
        </Text>,
        <Text key={`${label}-dd`} component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>,
      ])}
    </SimpleGrid>
  );
}
