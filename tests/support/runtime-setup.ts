import { fork, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import type { RuntimeOptions } from '../../local/runtime.js';
import { testArgonFloor } from './test-argon.js';

/** What a test worker needs of the runtime it talks to (tests/support/test-runtime.ts). */
export interface TestRuntime {
  origin: string;
  endpoints: { dynamodb: string; s3: string; ses: string; sns: string };
  /** The e-mail channel's local SMTP server (smtp://127.0.0.1:port). */
  smtp: string;
  /** The environment the runtime set for its handlers (null: removed), applied in each worker. */
  env: Record<string, string | null>;
}

export type RuntimeMessage = { type: 'ready'; runtime: TestRuntime } | { type: 'failed'; message: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** One runtime per test worker (VITEST_POOL_ID 1 uses the first). */
    runtimes: TestRuntime[];
  }
}

export const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');

export type RuntimeSetupOptions = Pick<RuntimeOptions, 'webDist' | 'seed' | 'trustForwardedFor'> & {
  /** Serve the local mail outbox at /_dev/outbox. */
  outbox?: boolean;
};

/** Starts one runtime in a process of its own (tests/support/runtime-process.ts). */
function startRuntimeProcess(options: RuntimeSetupOptions): Promise<{ child: ChildProcess; runtime: TestRuntime }> {
  const child = fork(
    resolve(repoRoot, 'tests/support/runtime-process.ts'),
    [JSON.stringify({ ...options, root: repoRoot, port: 0 })],
    {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  return new Promise((resolveStart, reject) => {
    child.once('exit', (code) => reject(new Error(`the local runtime exited (${code}) before it was ready`)));
    child.once('message', (message: RuntimeMessage) => {
      if (message.type === 'ready') resolveStart({ child, runtime: message.runtime });
      else reject(new Error(`the local runtime did not start: ${message.message}`));
    });
  });
}

function stopRuntimeProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    child.once('exit', () => resolveStop());
    child.send('stop');
  });
}

/**
 * Global setup shared by the integration and browser projects: whole local runtimes (emulators on
 * free ports with data in memory, the table and bucket, the gateway), each in a process of its own,
 * one per test worker. Workers take theirs by pool id (tests/support/test-runtime.ts), so the
 * handler and data modules they import talk to that runtime's emulators.
 */
export function runtimeSetup(options: RuntimeSetupOptions = {}) {
  return async function setup(project: TestProject) {
    const count = Math.max(1, project.config.maxWorkers);
    // Test accounts use cheap Argon2id; the server's floor is lowered to it for these runtimes only.
    process.env.ARGON2_TEST_FLOOR = testArgonFloor;
    const started = await Promise.allSettled(Array.from({ length: count }, () => startRuntimeProcess(options)));
    const running = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    const stopAll = () => Promise.all(running.map(({ child }) => stopRuntimeProcess(child))).then(() => undefined);
    const failed = started.find((outcome) => outcome.status === 'rejected');
    if (failed) {
      await stopAll();
      throw failed.reason;
    }
    project.provide(
      'runtimes',
      running.map(({ runtime }) => runtime),
    );
    return stopAll;
  };
}
