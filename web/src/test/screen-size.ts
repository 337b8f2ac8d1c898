import { onTestFinished, vi } from 'vitest';
import { NARROW_TABLES_QUERY } from '../components/row-cards.js';

/**
 * For the rest of the current test the screen is narrower than 1100 px: tables become cards
 * (components/row-cards.tsx). setup.ts's matchMedia stub answers every other query as before.
 */
export function narrowScreen(): void {
  const stub = vi.mocked(window.matchMedia);
  const previous = stub.getMockImplementation();
  stub.mockImplementation((query: string) => ({
    ...(previous ? previous(query) : ({} as MediaQueryList)),
    matches: query === NARROW_TABLES_QUERY || query.includes('prefers-reduced-motion: reduce'),
    media: query,
  }));
  onTestFinished(() => {
    if (previous) stub.mockImplementation(previous);
  });
}
