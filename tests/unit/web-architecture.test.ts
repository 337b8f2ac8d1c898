import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web app's own structure (STYLE.md "Where things go"): one folder per feature with the same
 * layout, features that never import each other, and the API reached only through each
 * feature's per-call modules in `api/`. Each rule is a function of the files it reads, run on
 * the real tree and on a bad sample it must catch.
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

const importPattern = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The web/src paths a file imports (relative specifiers only, without the extension). */
function importsOf(file: SourceFile): string[] {
  return [...file.text.matchAll(importPattern)]
    .map((match) => match[1] ?? match[2] ?? '')
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => posix.join(posix.dirname(file.path), specifier).replace(/\.(js|ts|tsx)$/, ''));
}

const isTest = (path: string) => /\.test\.tsx?$/.test(path);
/** `features/<name>/<rest>` → [name, rest]; null outside the features. */
const featurePart = (path: string): [string, string] | null => {
  const match = /^features\/([^/]+)\/(.+)$/.exec(path);
  return match ? [match[1] as string, match[2] as string] : null;
};

/** A feature reaches the typed API client only from its `api/` modules: components, hooks and the rest get data and callbacks. */
function apiClientOutsideApi(files: SourceFile[]): string[] {
  return files
    .filter(
      (file) =>
        !isTest(file.path) && featurePart(file.path) !== null && !featurePart(file.path)?.[1].startsWith('api/'),
    )
    .filter((file) => importsOf(file).includes('lib/api-client'))
    .map((file) => `${file.path} imports lib/api-client`);
}

/** Features never import each other (what two need belongs in components/, lib/ or shared/). */
function crossFeatureImports(files: SourceFile[]): string[] {
  return files.flatMap((file) => {
    const own = featurePart(file.path)?.[0];
    if (!own) return [];
    return importsOf(file)
      .filter((target) => {
        const other = featurePart(`${target}.ts`)?.[0];
        return other !== undefined && other !== own;
      })
      .map((target) => `${file.path} imports ${target}`);
  });
}

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
  it('no component, hook or other feature code imports the API client: only the feature’s api/ modules do', () => {
    expect(apiClientOutsideApi(tree)).toEqual([]);
  });

  it('features never import each other', () => {
    expect(crossFeatureImports(tree)).toEqual([]);
  });

  it('every feature folder has the same layout', () => {
    expect(layoutProblems(tree.map((file) => file.path))).toEqual([]);
  });
});

describe('web architecture rules catch what they are meant to', () => {
  it('a component importing callApi', () => {
    const component = {
      path: 'features/reports/components/reports-table.tsx',
      text: "import { callApi } from '../../../lib/api-client.js';",
    };
    const hook = {
      path: 'features/reports/hooks/use-reports.ts',
      text: "import { callApi } from '../../../lib/api-client.js';",
    };
    const apiModule = {
      path: 'features/reports/api/list-reports.ts',
      text: "import { callApi } from '../../../lib/api-client.js';",
    };
    expect(apiClientOutsideApi([component, hook, apiModule])).toEqual([
      'features/reports/components/reports-table.tsx imports lib/api-client',
      'features/reports/hooks/use-reports.ts imports lib/api-client',
    ]);
  });

  it('a feature importing another one', () => {
    const file = {
      path: 'features/reports/components/reports-table.tsx',
      text: "import { useCategories } from '../../categories/api/list-categories.js';\nimport { x } from '../lib/x.js';",
    };
    expect(crossFeatureImports([file])).toEqual([
      'features/reports/components/reports-table.tsx imports features/categories/api/list-categories',
    ]);
  });

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
