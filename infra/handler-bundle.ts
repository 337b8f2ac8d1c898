/**
 * esbuild target matching LAMBDA_RUNTIME (constructs/handler-function.ts). A target only decides
 * which syntax esbuild lowers; the sources are written for Node 20, so the bundles also load in
 * Node 20 (tools/bench-lambdas.ts loads them there).
 */
const ESBUILD_TARGET = 'node24';

/**
 * Bundling of every handler: local esbuild (never Docker), one minified ESM file per function.
 *
 * The AWS SDK is bundled (`externalModules: []`) rather than taken from the runtime: the
 * handlers run against exactly the pinned SDK versions the tests ran against (the runtime's
 * copy changes under us and lags behind options such as `requestChecksumCalculation`), and a
 * tree-shaken, minified bundle loads faster on cold start than resolving the full SDK from
 * the runtime's node_modules. The cost is a few hundred KB per zip.
 *
 * ESM output needs a `require` for the CommonJS dependencies that call it (node built-ins
 * inside the SDK and middy): the banner creates one with `createRequire`.
 */
export const handlerBundle = {
  format: 'esm',
  platform: 'node',
  target: ESBUILD_TARGET,
  mainFields: ['module', 'main'],
  minify: true,
  banner:
    "import { createRequire as __ostojaCreateRequire } from 'node:module'; const require = __ostojaCreateRequire(import.meta.url);",
} as const;

/**
 * The shell command that bundles one more module as `handlerBundle` bundles a handler, with its
 * source map beside it: a part of a function loaded only when needed (infra/billing.ts).
 */
export function esbuildCommand(projectDir: string, entry: string, outfile: string): string {
  const flags = [
    '--bundle',
    `--format=${handlerBundle.format}`,
    `--platform=${handlerBundle.platform}`,
    `--target=${handlerBundle.target}`,
    `--main-fields=${handlerBundle.mainFields.join(',')}`,
    ...(handlerBundle.minify ? ['--minify'] : []),
    '--sourcemap',
    '--sources-content=false',
    `--banner:js="${handlerBundle.banner}"`,
    '--log-level=warning',
  ];
  return [
    `"${projectDir}/node_modules/.bin/esbuild"`,
    `"${projectDir}/${entry}"`,
    ...flags,
    `--outfile="${outfile}"`,
  ].join(' ');
}
