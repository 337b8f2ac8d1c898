import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromRoot, root } from '../support/source-files.js';

/**
 * Comments, test names and docs cite the repository's own documents (docs/), never documents a reader of the
 * repository cannot open: the spec documents ('doc' and its number, with a section) and the design, stack and style
 * notes kept beside the repository. Written so that this file does not match itself.
 */
const outsideCitation = /doc [0-9]|D[E]SIGN|STACK\.md|STYLE\.md|document [0-9]/;

/** docs/decisions.md is a history and keeps its words. */
const HISTORY = 'docs/decisions.md';

const checkedExtensions = /\.(ts|tsx|js|mjs|cjs|css|html|md)$/;
const skippedFolders = new Set(['node_modules', 'dist', 'coverage', 'cdk.out']);

function textFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (skippedFolders.has(name) || name.startsWith('.')) return [];
    if (statSync(path).isDirectory()) return textFiles(path);
    return checkedExtensions.test(name) ? [path] : [];
  });
}

const checked = (where: string): boolean => where !== HISTORY;

describe('citations', () => {
  const files = textFiles(root)
    .map((file) => ({ file, where: fromRoot(file) }))
    .filter(({ where }) => checked(where));

  it('the pattern catches the citations it is meant to', () => {
    expect(outsideCitation.test(`(spec doc ${2} §5)`)).toBe(true);
    expect(outsideCitation.test(`(DES${''}IGN §7)`)).toBe(true);
    expect(outsideCitation.test(`(see STACK${'.'}md)`)).toBe(true);
    expect(outsideCitation.test('(docs/features.md, "Limits and rules")')).toBe(false);
  });

  it('reads the whole tree', () => {
    expect(files.length).toBeGreaterThan(500);
    for (const where of ['functions/', 'shared/', 'web/src/', 'tests/', 'docs/', 'README.md']) {
      expect(files.some((file) => file.where.startsWith(where))).toBe(true);
    }
  });

  it('no comment, test name or doc cites a document outside the repository', () => {
    const found = files.flatMap(({ file, where }) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (outsideCitation.test(line) ? [`${where}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
