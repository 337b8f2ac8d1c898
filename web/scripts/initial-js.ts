/**
 * Initial JavaScript per route, gzipped, from the Vite manifest (docs/figures.md, "Budgets"):
 * the entry with its static imports, plus each lazy route module the route needs first, with
 * theirs. Run after `npm run build`:  npx tsx web/scripts/initial-js.ts   (exit 1 over budget)
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

const KB = 1024;

/**
 * What a route loads before it can show anything: the entry and its lazy modules, with their
 * static imports (what a page fetches later, when idle or on demand, is measured in the browser
 * by tools/bench-first-load.ts).
 */
export const routeBudgets = [
  // The form itself is in the page's chunk (features/form/components/public-form-page.tsx).
  { route: '/form/:alias', modules: ['src/features/form/pages.tsx'], budgetKb: 150 },
  // The reporter inbox's login: the public form's budget (its own light layout, features/inbox/pages.tsx).
  { route: '/inboxlogin', modules: ['src/features/inbox/pages.tsx'], budgetKb: 150 },
  // The back office's two first pages: a little above what they load today, so that what grows them
  // is noticed (issue #41's goals are 180 and 250 KB).
  { route: '/login', modules: ['src/app/query-provider.tsx', 'src/features/auth/pages.tsx'], budgetKb: 230 },
  {
    route: '/dashboard',
    modules: ['src/app/query-provider.tsx', 'src/app/shell/back-office-layout.tsx', 'src/features/dashboard/pages.tsx'],
    budgetKb: 320,
  },
] as const;

export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest`);
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return files;
}

export interface RouteWeight {
  route: string;
  budgetKb: number;
  /** Gzipped bytes of every JS file the route loads before it shows anything. */
  totalBytes: number;
  files: { file: string; bytes: number }[];
}

/** Initial JS of each budgeted route in a build (`dist` ends with a slash), plus the entry CSS. */
export function measureInitialJs(dist: string): { routes: RouteWeight[]; css: { file: string; bytes: number }[] } {
  const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('no entry in the manifest');
  const gz = (file: string) => gzipSync(readFileSync(dist + file), { level: 9 }).length;
  const routes = routeBudgets.map(({ route, modules, budgetKb }) => {
    const files = [...staticClosure(manifest, [entry, ...modules])].sort().map((file) => ({ file, bytes: gz(file) }));
    return { route, budgetKb, totalBytes: files.reduce((sum, f) => sum + f.bytes, 0), files };
  });
  const cssFiles = new Set(Object.values(manifest).flatMap((chunk) => (chunk.isEntry ? (chunk.css ?? []) : [])));
  return { routes, css: [...cssFiles].map((file) => ({ file, bytes: gz(file) })) };
}

function main() {
  const { routes, css } = measureInitialJs(fileURLToPath(new URL('../dist/', import.meta.url)));
  let over = false;
  for (const { route, budgetKb, totalBytes, files } of routes) {
    const ok = totalBytes <= budgetKb * KB;
    over ||= !ok;
    console.log(`${route}: ${(totalBytes / KB).toFixed(1)} KB gz JS (budget ${budgetKb} KB) ${ok ? 'ok' : 'OVER'}`);
    for (const { file, bytes } of files) console.log(`  ${(bytes / KB).toFixed(1).padStart(6)} KB  ${file}`);
  }
  for (const { file, bytes } of css) console.log(`entry CSS: ${(bytes / KB).toFixed(1)} KB gz  ${file}`);
  if (over) process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
