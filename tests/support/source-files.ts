import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const root = resolve(fileURLToPath(import.meta.url), '../../..');

/** A path relative to the repository root, with forward slashes. */
export const fromRoot = (file: string): string => relative(root, file).split(/[\\/]/).join('/');

/** Test support lives in `test/` folders beside the code it serves (web fixtures, crypto vectors). */
export const isTestSupport = (where: string): boolean => /(^|\/)test\//.test(where);

/** Every TypeScript source file under `dir` (absolute), tests (`*.test.ts[x]`) left out. */
export function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The source files of the given top-level folders that ship: neither tests nor test support. */
export const productionFiles = (...folders: string[]): string[] =>
  folders.flatMap((folder) => sourceFiles(join(root, folder))).filter((file) => !isTestSupport(fromRoot(file)));
