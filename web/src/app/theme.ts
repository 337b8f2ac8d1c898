import { createTheme } from '@mantine/core';

/** The one theme: Mantine defaults, our colour, system fonts (no font files to load). */
export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  // People who ask their system for less motion get no animations (WCAG 2.3.3).
  respectReducedMotion: true,
});
