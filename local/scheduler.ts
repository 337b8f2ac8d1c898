import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { HOUR } from '@shared/domain/time.js';

type Job = (event: Record<string, never>) => Promise<Record<string, number>>;

/**
 * The local stand-in for the deployment's schedules: every job of functions/jobs runs shortly
 * after start and then every hour, in this process. Jobs are safe to repeat (a digest goes once a
 * day, purges and sweeps redo nothing), so running them more often than in AWS changes nothing.
 */
export function startScheduledJobs(root: string, everyMs = HOUR): () => void {
  const dir = resolve(root, 'functions/jobs');
  const runAll = async () => {
    const files = (await readdir(dir)).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts')).sort();
    for (const file of files) {
      const name = file.replace(/\.ts$/, '');
      try {
        const { handler } = (await import(pathToFileURL(join(dir, file)).href)) as { handler: Job };
        const result = await handler({});
        if (Object.values(result).some((count) => count > 0)) console.log(`Zadanie ${name}: ${JSON.stringify(result)}`);
      } catch (error) {
        console.error(`Zadanie ${name} nie powiodło się: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  const first = setTimeout(() => void runAll(), 5_000);
  const every = setInterval(() => void runAll(), everyMs);
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
