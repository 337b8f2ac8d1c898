/**
 * Initial JavaScript per route, gzipped, from the Vite manifest (DESIGN §10 budgets):
 * the entry with its static imports, plus each lazy route module the route needs first, with
 * theirs. Run after `npm run build`:  npx tsx web/scripts/initial-js.ts   (exit 1 over budget)
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const KB = 1024;

/** What a route loads before it can show anything: the entry and its lazy modules, with their static imports. */
export const routeBudgets = [
  { route: '/form/:alias', modules: ['src/features/form/pages.tsx'], budgetKb: 150 },
  { route: '/login', modules: ['src/features/auth/pages.tsx'], budgetKb: 350 },
  {
    route: '/dashboard',
    modules: ['src/app/shell/back-office-layout.tsx', 'src/features/dashboard/pages.tsx'],
    budgetKb: 350,
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

function main() {
  const dist = fileURLToPath(new URL('../dist/', import.meta.url));
  const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('no entry in the manifest');
  const gz = (file: string) => gzipSync(readFileSync(dist + file), { level: 9 }).length;
  let over = false;
  for (const { route, modules, budgetKb } of routeBudgets) {
    const files = [...staticClosure(manifest, [entry, ...modules])].sort();
    const total = files.reduce((sum, file) => sum + gz(file), 0);
    const ok = total <= budgetKb * KB;
    over ||= !ok;
    console.log(`${route}: ${(total / KB).toFixed(1)} KB gz initial JS (budget ${budgetKb} KB) ${ok ? 'ok' : 'OVER'}`);
    for (const file of files) console.log(`  ${(gz(file) / KB).toFixed(1).padStart(6)} KB  ${file}`);
  }
  const css = new Set(Object.values(manifest).flatMap((chunk) => (chunk.isEntry ? (chunk.css ?? []) : [])));
  for (const file of css) console.log(`entry CSS: ${(gz(file) / KB).toFixed(1)} KB gz  ${file}`);
  if (over) process.exitCode = 1;
}

main();
