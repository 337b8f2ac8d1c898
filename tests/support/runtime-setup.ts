import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startRuntime, type RuntimeOptions } from '../../local/runtime.js';
import { testArgonFloor } from './test-argon.js';

declare module 'vitest' {
  export interface ProvidedContext {
    origin: string;
    endpoints: { dynamodb: string; s3: string; ses: string; sns: string };
    /** The e-mail channel's local SMTP server (smtp://127.0.0.1:port). */
    smtp: string;
  }
}

export const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');

/**
 * Global setup shared by the integration and browser projects: emulators on free ports (data in
 * memory), the table and bucket, and the gateway. Test workers inherit the environment, so the
 * handler and data modules they import talk to the same emulators.
 */
export function runtimeSetup(options: Partial<RuntimeOptions> = {}) {
  return async function setup(project: TestProject) {
    // Test accounts use cheap Argon2id; the server's floor is lowered to it for this runtime only.
    process.env.ARGON2_TEST_FLOOR = testArgonFloor;
    const runtime = await startRuntime({ root: repoRoot, port: 0, ...options });
    project.provide('origin', runtime.origin);
    project.provide('endpoints', runtime.emulators.endpoints);
    project.provide('smtp', runtime.smtp.address);
    return async () => {
      await runtime.stop();
    };
  };
}
