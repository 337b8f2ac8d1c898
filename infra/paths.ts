import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root, found from this file's place (never from the working directory), so
 * `cdk synth`, vitest and any tool that imports infra/ agree on where handlers live.
 */
export const projectRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Absolute path of a file named relative to the repository root, e.g. a route's `entry`. */
export const fromRoot = (relativePath: string): string => join(projectRoot, relativePath);

/** The lock file NodejsFunction hashes for bundling: named explicitly so no search up the tree happens. */
export const lockFile = fromRoot('package-lock.json');

/** The built SPA (`npm run build`); deployed only when it exists, so synth works before a build. */
export const webDist = fromRoot('web/dist');

export const webDistIsBuilt = (dir: string = webDist): boolean => existsSync(join(dir, 'index.html'));
