import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { HOUR } from '@shared/domain/time.js';
import { runForEveryOrganisation, type OrganisationJob } from '../functions/lib/organisation-jobs.js';
import { messageOf } from '../functions/lib/message-of.js';

/** A job module: a whole-run `handler`, or a per-organisation job whose `handler` is its queue's worker. */
interface JobModule {
  handler: (event: Record<string, never>) => Promise<Record<string, number>>;
  organisationJob?: OrganisationJob;
}

/**
 * The local stand-in for the deployment's schedules: every job of functions/jobs runs shortly
 * after start and then every hour, in this process. A job that fans out per organisation in AWS
 * (a dispatcher, a queue and workers; functions/lib/organisation-jobs.ts) runs its organisation
 * job for each organisation here, a few at a time, with no queue: one that fails is logged and
 * the others go on. Jobs are safe to repeat (a digest goes once a day, purges and sweeps redo
 * nothing), so running them more often than in AWS changes nothing.
 */
export function startScheduledJobs(root: string, everyMs = HOUR): () => void {
  const dir = resolve(root, 'functions/jobs');
  const runAll = async () => {
    const files = (await readdir(dir)).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts')).sort();
    for (const file of files) {
      const name = file.replace(/\.ts$/, '');
      try {
        const job = (await import(pathToFileURL(join(dir, file)).href)) as JobModule;
        const result = job.organisationJob
          ? await runForEveryOrganisation(job.organisationJob, new Date())
          : await job.handler({});
        if (Object.values(result).some((count) => count > 0)) console.log(`Zadanie ${name}: ${JSON.stringify(result)}`);
      } catch (error) {
        console.error(`Zadanie ${name} nie powiodło się: ${messageOf(error)}`);
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
