import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web app's own structure: one folder per feature with the same layout, run on the real tree
 * and on a bad sample it must catch. That features never import each other and that only a
 * feature's `api/` modules reach the API client is the linter's (eslint.config.js).
 */

const webSrc = resolve(fileURLToPath(import.meta.url), '../../../web/src');

/** A source file, its path relative to web/src with forward slashes. */
interface SourceFile {
  path: string;
  text: string;
}

function readTree(dir: string): SourceFile[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return readTree(full);
    const path = relative(webSrc, full).split(sep).join('/');
    return [{ path, text: /\.(ts|tsx)$/.test(name) ? readFileSync(full, 'utf8') : '' }];
  });
}

/** `features/<name>/<rest>` → [name, rest]; null outside the features. */
const featurePart = (path: string): [string, string] | null => {
  const match = /^features\/([^/]+)\/(.+)$/.exec(path);
  return match ? [match[1] as string, match[2] as string] : null;
};

/** What may sit in a feature folder, and how each kind of file is named. */
const layout: Record<string, RegExp> = {
  'api/': /^[a-z]+(-[a-z]+)*\.ts$/,
  'components/': /^[a-z]+(-[a-z0-9]+)*(\.test)?\.(tsx|css)$/,
  'hooks/': /^use(-[a-z]+)+(\.test)?\.tsx?$/,
  'lib/': /^[a-z]+(-[a-z0-9]+)*(\.test)?\.tsx?$/,
  'test/': /^[a-z]+(-[a-z0-9]+)*\.tsx?$/,
};

/**
 * Every feature folder has the same layout: `pages.tsx` (what the router loads), and beside it
 * only `api/` (one module per call, verb-noun), `components/`, `hooks/` (use-…), `lib/` (the
 * feature's pure rules) and `test/` (fixtures), each flat.
 */
function layoutProblems(paths: string[]): string[] {
  const byFeature = new Map<string, string[]>();
  for (const path of paths) {
    const part = featurePart(path);
    if (part) byFeature.set(part[0], [...(byFeature.get(part[0]) ?? []), part[1]]);
  }
  return [...byFeature].flatMap(([feature, entries]) => [
    ...(entries.includes('pages.tsx') ? [] : [`features/${feature} has no pages.tsx`]),
    ...entries
      .filter((entry) => entry !== 'pages.tsx')
      .filter((entry) => {
        const folder = Object.keys(layout).find((prefix) => entry.startsWith(prefix));
        return !folder || !layout[folder]?.test(entry.slice(folder.length));
      })
      .map((entry) => `features/${feature}/${entry} is outside the layout`),
  ]);
}

const tree = readTree(webSrc);

describe('web architecture', () => {
  it('every feature folder has the same layout', () => {
    expect(layoutProblems(tree.map((file) => file.path))).toEqual([]);
  });
});

describe('web architecture rules catch what they are meant to', () => {
  it('a feature without pages.tsx, with a stray file or folder, or with a call module that is not one kebab-case .ts', () => {
    expect(
      layoutProblems([
        'features/reports/components/reports-page.tsx',
        'features/reports/report-schema.ts',
        'features/reports/utils/format.ts',
        'features/reports/api/listReports.ts',
        'features/reports/api/nested/list-reports.ts',
        'features/reports/hooks/reports.ts',
      ]),
    ).toEqual([
      'features/reports has no pages.tsx',
      'features/reports/report-schema.ts is outside the layout',
      'features/reports/utils/format.ts is outside the layout',
      'features/reports/api/listReports.ts is outside the layout',
      'features/reports/api/nested/list-reports.ts is outside the layout',
      'features/reports/hooks/reports.ts is outside the layout',
    ]);
  });
});
