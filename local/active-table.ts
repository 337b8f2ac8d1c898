import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { localResources } from './config.js';

/**
 * Which table the local runtime uses: `localResources.tableName` unless the data folder names
 * another in `table-name` (written by `npm run ops -- restore-drill`). It is the local twin of
 * `tableName` in infra/environments.ts: one setting, read when the runtime starts, so a restored
 * table is switched to by one change and a restart (infra/RUNBOOK.md). Without a data folder
 * (the tests) the table is always the default one.
 */
export const activeTableFile = (dataDir: string): string => join(dataDir, 'table-name');

export async function activeLocalTable(dataDir: string | undefined): Promise<string> {
  if (!dataDir) return localResources.tableName;
  try {
    return (await readFile(activeTableFile(dataDir), 'utf8')).trim() || localResources.tableName;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return localResources.tableName;
    throw error;
  }
}

export async function setActiveLocalTable(dataDir: string, tableName: string): Promise<void> {
  await writeFile(activeTableFile(dataDir), `${tableName}\n`);
}
