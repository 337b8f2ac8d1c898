/**
 * One local runtime in a process of its own, for the test runs (tests/support/runtime-setup.ts).
 * Its own process, because the gateway runs the handlers in-process and their modules (and AWS
 * clients) read this runtime's environment. It answers `ready` with what a test worker needs —
 * the addresses and the environment the runtime set — and stops on `stop` or when its parent goes.
 */
import { outboxRoutes } from '../../local/outbox.js';
import { startRuntime, type RuntimeOptions } from '../../local/runtime.js';
import type { RuntimeMessage } from './runtime-setup.js';

const send = (message: RuntimeMessage) => process.send?.(message);
const options = JSON.parse(process.argv[2] ?? '{}') as Omit<RuntimeOptions, 'extraRoutes'> & { outbox?: boolean };

const before = { ...process.env };
try {
  const runtime = await startRuntime({ ...options, extraRoutes: options.outbox ? outboxRoutes : undefined });
  const env: Record<string, string | null> = {};
  for (const name of new Set([...Object.keys(before), ...Object.keys(process.env)])) {
    if (process.env[name] !== before[name]) env[name] = process.env[name] ?? null;
  }
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= runtime.stop().finally(() => process.exit(0));
    return stopping;
  };
  process.on('message', (message) => message === 'stop' && void stop());
  process.on('disconnect', () => void stop());
  send({
    type: 'ready',
    runtime: {
      origin: runtime.origin,
      endpoints: runtime.emulators.endpoints,
      smtp: runtime.smtp.address,
      env,
    },
  });
} catch (error) {
  send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
}
