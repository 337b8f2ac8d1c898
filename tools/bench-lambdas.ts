import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { routes } from '../functions/routes.js';
import { handlerBundle } from '../infra/constructs/handler-function.js';

export interface LambdaWeight {
  name: string;
  bytes: number;
  gzBytes: number;
  /** Median time to import the bundle in a fresh Node process (module load of a cold start). */
  loadMs: number;
}

const loadScript = `const t = performance.now(); await import(process.argv[1]); console.log(performance.now() - t);`;

function medianLoadMs(file: string, runs: number): number {
  const times = Array.from({ length: runs }, () =>
    Number(
      execFileSync(process.execPath, ['--input-type=module', '-e', loadScript, file], {
        encoding: 'utf8',
        env: { ...process.env, AWS_REGION: 'eu-central-1', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
      }),
    ),
  ).sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

/** Bundles every route's handler as CDK does (same esbuild options) and weighs it. */
export async function measureLambdas(root: string, loadRuns = 3): Promise<LambdaWeight[]> {
  const dir = mkdtempSync(join(tmpdir(), 'ostoja-bench-'));
  try {
    const weights: LambdaWeight[] = [];
    for (const route of routes) {
      const result = await build({
        entryPoints: [resolve(root, route.entry)],
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
      const code = result.outputFiles[0]?.contents ?? new Uint8Array();
      const file = join(dir, `${route.contract.name}.mjs`);
      writeFileSync(file, code);
      weights.push({
        name: route.contract.name,
        bytes: code.length,
        gzBytes: gzipSync(code).length,
        loadMs: medianLoadMs(file, loadRuns),
      });
    }
    return weights.sort((a, b) => b.bytes - a.bytes);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
