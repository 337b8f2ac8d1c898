import { fileURLToPath } from 'node:url';
import { build, type StdinOptions } from 'esbuild';

export const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Code of the repository as one script for a bench's page, its exports on `globalThis[globalName]`,
 * bundled and minified for the browser as the web build bundles it. `source` is a module of the
 * repository or a module's text (resolved from the repository's root).
 */
export async function pageScript(source: string | Pick<StdinOptions, 'contents'>, globalName: string): Promise<string> {
  const bundle = await build({
    ...(typeof source === 'string'
      ? { entryPoints: [`${repositoryRoot}/${source}`] }
      : { stdin: { contents: source.contents, resolveDir: repositoryRoot, loader: 'js' } }),
    bundle: true,
    format: 'iife',
    globalName,
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return bundle.outputFiles[0]!.text;
}
