import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { routes } from '../functions/routes.js';
import { invoiceRenderer, invoiceRoutes } from '../infra/billing.js';
import { handlerBundle } from '../infra/handler-bundle.js';

export interface LambdaWeight {
  name: string;
  bytes: number;
  gzBytes: number;
  /** Median time to import the bundle in a fresh Node process (module load of a cold start). */
  loadMs: number;
  /** Median CPU time of that import: the figure a busy machine does not move. */
  loadCpuMs: number;
  /** A part of the function in a bundle of its own beside it, loaded only when needed (infra/billing.ts). */
  onDemand?: { name: string; bytes: number; gzBytes: number };
}

/** One module bundled as CDK bundles a handler (the same esbuild options). */
async function bundled(root: string, entry: string): Promise<Uint8Array> {
  const result = await build({
    entryPoints: [resolve(root, entry)],
    bundle: true,
    write: false,
    format: handlerBundle.format,
    platform: handlerBundle.platform,
    target: handlerBundle.target,
    mainFields: [...handlerBundle.mainFields],
    minify: handlerBundle.minify,
    banner: { js: handlerBundle.banner },
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.contents ?? new Uint8Array();
}

/**
 * A bundle imported in a fresh Node process: the wall time, and the CPU time the process spent on
 * it (user and system, every thread). On a machine shared with other work the wall time waits for
 * a core; the CPU time hardly moves, and on an idle Lambda core the two are about the same.
 */
const loadScript = `const c = process.cpuUsage(); const t = performance.now(); await import(process.argv[1]); const u = process.cpuUsage(c); console.log(JSON.stringify({ ms: performance.now() - t, cpuMs: (u.user + u.system) / 1000 }));`;

const load = (file: string): { ms: number; cpuMs: number } =>
  JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', loadScript, file], {
      encoding: 'utf8',
      env: { ...process.env, AWS_REGION: 'eu-central-1', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    }),
  ) as { ms: number; cpuMs: number };

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Bundles every route's handler as CDK does (same esbuild options) and weighs it. The loads are
 * taken in rounds, each round every bundle once, so that a busy spell of a shared machine falls
 * on all of them rather than on a few (the health handler is the others' yardstick).
 */
export async function measureLambdas(root: string, loadRuns = 5): Promise<LambdaWeight[]> {
  const dir = mkdtempSync(join(tmpdir(), 'ostoja-bench-'));
  try {
    const renderer = await bundled(root, invoiceRenderer.entry);
    const bundles = [];
    for (const route of routes) {
      const code = await bundled(root, route.entry);
      const file = join(dir, `${route.contract.name}.mjs`);
      writeFileSync(file, code);
      bundles.push({ name: route.contract.name, code, file, loads: [] as { ms: number; cpuMs: number }[] });
    }
    for (let round = 0; round < loadRuns; round += 1)
      for (const bundle of bundles) bundle.loads.push(load(bundle.file));
    const weights: LambdaWeight[] = bundles.map(({ name, code, loads }) => ({
      name,
      bytes: code.length,
      gzBytes: gzipSync(code).length,
      loadMs: median(loads.map((l) => l.ms)),
      loadCpuMs: median(loads.map((l) => l.cpuMs)),
      ...(invoiceRoutes.has(name)
        ? { onDemand: { name: invoiceRenderer.file, bytes: renderer.length, gzBytes: gzipSync(renderer).length } }
        : {}),
    }));
    return weights.sort((a, b) => b.bytes - a.bytes);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The figures as `npm run bench` prints them, the load's CPU time as a ratio to the health handler's. */
export function lambdaLines(lambdas: LambdaWeight[]): string[] {
  const health = lambdas.find((l) => l.name === 'health');
  const ratio = (l: LambdaWeight) => (health ? l.loadCpuMs / health.loadCpuMs : Number.NaN);
  const worst = lambdas.reduce((a, b) => (ratio(b) > ratio(a) ? b : a));
  return [
    ...lambdas.map(
      (l) =>
        `${l.name.padEnd(36)} ${kb(l.bytes).padStart(10)} (${kb(l.gzBytes)} gz)  load ${l.loadMs.toFixed(0)} ms, CPU ${l.loadCpuMs.toFixed(0)} ms (${ratio(l).toFixed(2)}× health)` +
        (l.onDemand
          ? `; ${l.onDemand.name} beside it, loaded when needed: ${kb(l.onDemand.bytes)} (${kb(l.onDemand.gzBytes)} gz)`
          : ''),
    ),
    `the most: ${worst.name}, ${ratio(worst).toFixed(2)}× the health handler's CPU time (goal ≤ 1.2×)`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve(fileURLToPath(import.meta.url), '../..');
  for (const line of lambdaLines(await measureLambdas(root, Number(process.argv[2] ?? 5)))) console.log(line);
}
