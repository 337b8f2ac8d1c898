// A worker thread of the demo seed: Argon2id at the production cost dominates the seed, and a
// thread per core divides it. Plain JavaScript so that it starts under any host (tsx, vitest),
// then loads the TypeScript through tsx.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register({ tsconfig: workerData.tsconfig });
const { encryptDemoReport } = await import('./demo-reports.ts');

parentPort.on('message', async ({ org, i, plan }) => {
  try {
    parentPort.postMessage({ i, result: await encryptDemoReport(org, i, plan) });
  } catch (error) {
    parentPort.postMessage({ i, error: error instanceof Error ? error.stack : String(error) });
  }
});
