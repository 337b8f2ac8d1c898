import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromRoot, productionFiles } from '../support/source-files.js';

/**
 * No module of functions/ or shared/ imports itself back through others, type-only imports
 * counted: a cycle makes the order modules load in matter, and two modules that need each other
 * are one module in two files. Run on the real tree and on a bad sample it must catch.
 */

/** Every module specifier a source imports or re-exports from, `import type` and side-effect imports included. */
const specifiers = (text: string): string[] =>
  [...text.matchAll(/^\s*(?:(?:import|export)\b[^'"`;]*?\bfrom\s+|import\s+)['"]([^'"]+)['"]/gms)].map(
    (match) => match[1] as string,
  );

/** An import resolved to a path of the graph (relative, or `@shared/`), or null when it leaves it. */
function resolved(from: string, specifier: string, paths: ReadonlySet<string>): string | null {
  let target: string;
  if (specifier.startsWith('@shared/')) target = `shared/${specifier.slice('@shared/'.length)}`;
  else if (specifier.startsWith('.')) {
    const parts = from.split('/').slice(0, -1);
    for (const part of specifier.split('/')) {
      if (part === '..') parts.pop();
      else if (part !== '.') parts.push(part);
    }
    target = parts.join('/');
  } else return null;
  const stem = target.replace(/\.js$/, '');
  return [`${stem}.ts`, `${stem}.tsx`, `${stem}/index.ts`].find((candidate) => paths.has(candidate)) ?? null;
}

/** Each cycle once, as its modules in import order, starting from the first one met. */
function importCycles(sources: Record<string, string>): string[][] {
  const paths = new Set(Object.keys(sources));
  const graph = new Map(
    Object.entries(sources).map(([path, text]) => [
      path,
      [...new Set(specifiers(text).flatMap((specifier) => resolved(path, specifier, paths) ?? []))],
    ]),
  );
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const done = new Set<string>();
  const visit = (path: string, trail: string[]) => {
    if (done.has(path)) return;
    const at = trail.indexOf(path);
    if (at >= 0) {
      const cycle = trail.slice(at);
      const key = [...cycle].sort().join('\n');
      if (!seen.has(key)) {
        seen.add(key);
        cycles.push(cycle);
      }
      return;
    }
    for (const next of graph.get(path) ?? []) visit(next, [...trail, path]);
    // Every cycle through a module fully explored has been found from it.
    done.add(path);
  };
  for (const path of [...paths].sort()) visit(path, []);
  return cycles;
}

describe('imports', () => {
  it('functions/ and shared/ import no module back through others, type-only imports included', () => {
    const sources = Object.fromEntries(
      productionFiles('functions', 'shared').map((file) => [fromRoot(file), readFileSync(file, 'utf8')]),
    );
    expect(importCycles(sources).map((cycle) => cycle.join(' → '))).toEqual([]);
  });
});

describe('the cycle check catches what it is meant to', () => {
  it('finds a cycle of type-only imports, a re-export and an @shared import, and passes a tree without one', () => {
    expect(
      importCycles({
        'functions/data/a.ts': "import type { B } from './b.js';\nexport type A = B;",
        'functions/data/b.ts': "import {\n  c,\n} from '../lib/c.js';\nexport type B = string;",
        'functions/lib/c.ts': "export { a } from '../data/a.js';\nimport { s } from '@shared/s.js';",
        'shared/s.ts': "import { t } from './t.js';\nimport { z } from 'zod';",
        'shared/t.ts': "import type { S } from '@shared/s.js';",
      }),
    ).toEqual([
      ['functions/data/a.ts', 'functions/data/b.ts', 'functions/lib/c.ts'],
      ['shared/s.ts', 'shared/t.ts'],
    ]);
    expect(
      importCycles({
        'functions/data/a.ts': "import type { B } from './b.js';",
        'functions/data/b.ts': "import { s } from '@shared/s.js';",
        'shared/s.ts': "import { z } from 'zod';",
      }),
    ).toEqual([]);
  });
});
