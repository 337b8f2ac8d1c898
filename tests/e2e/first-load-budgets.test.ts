import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureInitialJs } from '../../web/scripts/initial-js.js';

/**
 * The size guard of docs/figures.md's budgets: what each budgeted route loads before it shows
 * anything, gzip-compressed, from the build these browser tests run against. Sizes, not times, so
 * it holds on any machine; the bench measures the same in a browser, per language.
 */
describe('first-load JavaScript of the built web', () => {
  const { routes } = measureInitialJs(`${resolve(import.meta.dirname, '../../web/dist')}/`);

  it.each(routes)('$route stays within its budget of $budgetKb KB', ({ totalBytes, budgetKb }) => {
    expect(totalBytes).toBeLessThanOrEqual(budgetKb * 1024);
  });
});
