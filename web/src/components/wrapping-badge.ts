import type { BadgeProps } from '@mantine/core';

/**
 * Styles of a badge whose words must all be read (issue 29): Mantine's badge keeps one line and
 * cuts the rest ('Infor…'), readable only by hovering; with these it wraps in a narrow column.
 */
export const wrappingBadgeStyles = {
  root: {
    height: 'auto',
    maxWidth: '100%',
    paddingBlock: 2,
    lineHeight: 1.35,
    borderRadius: 'var(--mantine-radius-sm)',
  },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', textAlign: 'start' },
} satisfies BadgeProps['styles'];
