/**
 * Which of Mantine's per-component stylesheets (`@mantine/core/styles/<Name>.css`) a set of our
 * modules needs: the modules reachable from `entries` through our own imports (static, and
 * dynamic when asked), the `@mantine/core` names they import, and every Mantine module those
 * reach; each Mantine `<Name>.module.mjs` among them needs `<Name>.css`. Dependencies come
 * before what depends on them (Mantine's rule for per-component styles: later rules override).
 * Used by tests/unit/form-styles.test.ts to keep the public form's list of stylesheets whole.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,]+?\s+from\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT = /import\(\s*['"]([^'"]+)['"]\s*\)/g;
const MANTINE_NAMED = /import\s+(?!type\b)\{([^}]*)\}\s+from\s+['"]@mantine\/core['"]/g;

function resolveOwn(from: string, specifier: string, sharedDir: string): string | null {
  let base: string;
  if (specifier.startsWith('@shared/')) base = join(sharedDir, specifier.slice('@shared/'.length));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  const stem = base.replace(/\.js$/, '');
  for (const candidate of [`${stem}.ts`, `${stem}.tsx`, base, `${stem}/index.ts`]) {
    if (existsSync(candidate) && /\.(ts|tsx)$/.test(candidate)) return candidate;
  }
  return null;
}

/** Our modules reachable from `entries`, and the `@mantine/core` names they import (values, not types). */
export function ownModules(entries: readonly string[], options: { sharedDir: string; dynamic: boolean }) {
  const files = new Set<string>();
  const mantineNames = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(MANTINE_NAMED)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part
          .trim()
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (name && !name.startsWith('type ')) mantineNames.add(name);
      }
    }
    const specifiers = [...text.matchAll(IMPORT)].map((m) => m[1] ?? '');
    if (options.dynamic) specifiers.push(...[...text.matchAll(DYNAMIC_IMPORT)].map((m) => m[1] ?? ''));
    for (const specifier of specifiers) {
      const next = resolveOwn(file, specifier, options.sharedDir);
      if (next) visit(next);
    }
  };
  entries.forEach(visit);
  return { files, mantineNames };
}

const MANTINE_IMPORT = /from\s+['"](\.[^'"]+\.mjs)['"]/g;

/**
 * The stylesheets the named Mantine exports need, dependencies first. `mantineDir` is the
 * package folder (`node_modules/@mantine/core`).
 */
export function mantineStylesheets(names: Iterable<string>, mantineDir: string): string[] {
  const esm = join(mantineDir, 'esm');
  const index = readFileSync(join(esm, 'index.mjs'), 'utf8');
  const fileOf = new Map<string, string>();
  for (const match of index.matchAll(/import\s+\{([^}]*)\}\s+from\s+"(\.[^"]+)"/g)) {
    for (const name of (match[1] ?? '').split(',')) fileOf.set(name.trim(), join(esm, match[2] ?? ''));
  }
  const importsOf = (file: string) =>
    [...readFileSync(file, 'utf8').matchAll(MANTINE_IMPORT)].map((m) => resolve(dirname(file), m[1] ?? ''));
  // A component's folder holds its modules and its `<Name>.module.mjs` (the classes of its sheet):
  // a folder depends on the folders its modules import, and its sheet comes after theirs.
  const modulesOf = (dir: string) =>
    readdirSync(dir)
      .filter((name) => name.endsWith('.mjs'))
      .map((name) => join(dir, name));
  const order: string[] = [];
  const done = new Set<string>();
  const visitDir = (dir: string) => {
    if (done.has(dir)) return;
    done.add(dir);
    const modules = modulesOf(dir);
    for (const module of modules) for (const target of importsOf(module)) visitDir(dirname(target));
    for (const module of modules.filter((file) => file.endsWith('.module.mjs'))) {
      const sheet = basename(module, '.module.mjs');
      if (existsSync(join(mantineDir, 'styles', `${sheet}.css`)) && !order.includes(sheet)) order.push(sheet);
    }
  };
  for (const name of names) {
    const file = fileOf.get(name);
    if (!file) throw new Error(`@mantine/core has no export ${name}`);
    visitDir(dirname(file));
  }
  return order;
}

/**
 * The per-component stylesheets a module imports (`import '@mantine/core/styles/X.css'`), or a
 * stylesheet (`@import '@mantine/core/styles/X.css'`), in order.
 */
export function importedStylesheets(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/@?import\s+['"]@mantine\/core\/styles\/([\w-]+)\.css['"]/g)].map(
    (m) => m[1] ?? '',
  );
}
