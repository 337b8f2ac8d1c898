import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
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

const loadScript = `const t = performance.now(); await import(process.argv[1]); console.log(performance.now() - t);`;

/** Time to import a bundle in a fresh Node process: the module load of a cold start. */
const loadMs = (file: string): number =>
  Number(
    execFileSync(process.execPath, ['--input-type=module', '-e', loadScript, file], {
      encoding: 'utf8',
      env: { ...process.env, AWS_REGION: 'eu-central-1', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    }),
  );

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
      bundles.push({ name: route.contract.name, code, file, times: [] as number[] });
    }
    for (let round = 0; round < loadRuns; round += 1)
      for (const bundle of bundles) bundle.times.push(loadMs(bundle.file));
    const weights: LambdaWeight[] = bundles.map(({ name, code, times }) => ({
      name,
      bytes: code.length,
      gzBytes: gzipSync(code).length,
      loadMs: median(times),
      ...(invoiceRoutes.has(name)
        ? { onDemand: { name: invoiceRenderer.file, bytes: renderer.length, gzBytes: gzipSync(renderer).length } }
        : {}),
    }));
    return weights.sort((a, b) => b.bytes - a.bytes);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
