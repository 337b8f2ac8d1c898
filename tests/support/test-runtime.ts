import { inject } from 'vitest';
import type { TestRuntime } from './runtime-setup.js';

/**
 * The local runtime this test worker talks to: the browser's origin, the emulators' endpoints and
 * the e-mail channel's SMTP server. Workers running side by side each have their own runtime (one
 * per pool id), so their journeys never share limits, clocks or the demo organisation's state.
 * A setup file of the integration and browser projects: it applies the runtime's environment
 * before any test imports a handler or data module.
 */
function runtimeOfThisWorker(): TestRuntime {
  const runtimes = inject('runtimes');
  const poolId = Number(process.env.VITEST_POOL_ID ?? '1');
  const runtime = runtimes[(poolId - 1) % runtimes.length];
  if (!runtime) throw new Error('no local runtime was started for the tests');
  return runtime;
}

export const testRuntime = runtimeOfThisWorker();

for (const [name, value] of Object.entries(testRuntime.env)) {
  if (value === null) delete process.env[name];
  else process.env[name] = value;
}
