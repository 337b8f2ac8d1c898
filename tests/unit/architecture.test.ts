import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contracts } from '@shared/contracts/index.js';
import { routes } from '../../functions/routes.js';
import { root } from '../support/source-files.js';

// Which folder imports what, and which packages each may use, is the linter's (eslint.config.js).
describe('architecture', () => {
  it('every contract has exactly one handler module that exports a handler', () => {
    const names = contracts.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const route of routes) {
      const file = join(root, route.entry);
      expect(existsSync(file), `${route.entry} exists`).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(/export const handler = defineHandler\(/);
    }
  });

  it('no two contracts share a method and path', () => {
    const keys = contracts.map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
