import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { webEnv } from './web/web-env-plugin.js';

// The SDK warns once per process that its 2027 releases need Node 22; we pin (docs/development.md).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
// Handler logs are structured JSON for CloudWatch; in tests only warnings and errors matter.
process.env.LOG_LEVEL ??= 'warn';

// `@shared/…` is the repository's shared/ folder and `@/…` the web app's web/src (tsconfig paths;
// the same aliases in web/vite.config.ts).
const alias = {
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
  '@': fileURLToPath(new URL('./web/src', import.meta.url)),
};

/**
 * The web tests that replace a module (`vi.mock`). In a worker whose files share their modules, a
 * module another file loaded first would stay real, so these run each in a fresh module graph
 * (the `web-mocks` project); every other web test shares its worker's.
 */
const webTests = readdirSync('web', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `web/${file}`);
const webTestsThatMock = webTests.filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8')));

// Each project names where its tests live. Integration and e2e start whole local runtimes in their
// global setup, each runtime in a process of its own (tests/support/runtime-setup.ts), one per
// worker: a machine with more cores can run files side by side, each against its own runtime.
export default defineConfig({
  resolve: { alias },
  test: {
    // A worker's test files share its loaded modules (and a web worker its jsdom): loading them
    // again for every file took more than half of the unit and web time. What a test leaves in
    // memory, its setup clears (web/src/test/setup.ts); environment variables go through
    // `vi.stubEnv` or are put back after the test; a web test that replaces a module runs isolated.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'shared/**/*.test.ts',
            'functions/**/*.test.ts',
            'local/**/*.test.ts',
            'tools/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        plugins: [react(), webEnv()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          exclude: webTestsThatMock,
          setupFiles: ['web/src/test/setup.ts'],
          // A screen test types and clicks through Mantine in jsdom: seconds on a busy machine,
          // and a test cut off mid-typing would type on into the next one.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        plugins: [react(), webEnv()],
        test: {
          name: 'web-mocks',
          environment: 'jsdom',
          include: webTestsThatMock,
          isolate: true,
          setupFiles: ['web/src/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['tests/support/test-runtime.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'infra',
          environment: 'node',
          include: ['tests/infra/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/support/test-runtime.ts'],
          // One file at a time on two cores: two side by side made each about twice as slow.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
