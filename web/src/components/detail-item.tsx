import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One term and its value in a description list (`<dl>`): the term small and dimmed above it.
 * `preWrap` keeps the value's own line breaks (a register entry's free text).
 */
export function DetailItem({ term, preWrap, children }: { term: string; preWrap?: boolean; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} component="dt">
        {term}
      </Text>
      <Text size="sm" component="dd" m={0} style={preWrap ? { whiteSpace: 'pre-wrap' } : undefined}>
        {children}
      </Text>
    </div>
  );
}
