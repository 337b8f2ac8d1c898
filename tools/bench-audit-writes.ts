/**
 * Audited writes of one organisation for `npm run bench` (docs/figures.md, "Audited writes of one
 * organisation"): one local runtime (DynamoDB Local in memory), one organisation, `WRITERS`
 * writers sending the transaction a staff login makes (a session and its log entry) one after
 * another until `WRITES` are done. Printed: audited writes per second, how many reached the
 * caller as a failure (goal 0), how many transactions were sent for them (the retries the log's
 * chains and DynamoDB's conflicts cost), p50/p95 per write, the chains used, and whether
 * 'Sprawdź integralność' finds the log intact afterwards.
 *
 * Standalone: `npx tsx tools/bench-audit-writes.ts [writes] [writers]`.
 */
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchFigure } from './bench-crypto.js';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const WRITES = 400;
const WRITERS = 50;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

export async function benchAuditWrites(writes = WRITES, writers = WRITERS): Promise<BenchFigure[]> {
  const { startRuntime } = await import('../local/runtime.js');
  const runtime = await startRuntime({ root, port: 0 });
  try {
    // Loaded after the runtime set the environment the data modules read.
    const { ChainCheck } = await import('@shared/crypto/log-chain.js');
    const { dynamo } = await import('../functions/data/client.js');
    const { logEntryWrite, readLogChain } = await import('../functions/data/audit-log.js');
    const { newStaffSession } = await import('../functions/data/sessions.js');
    const { transact } = await import('../functions/data/transact.js');
    const { givenStaffUser, givenTenant } = await import('../tests/support/fixtures.js');

    const tenant = await givenTenant();
    const user = await givenStaffUser(tenant);
    const actor = { userId: user.userId, userName: user.name, clientIp: '10.0.0.1' };
    let sent = 0;
    dynamo.middlewareStack.add(
      (next, context) => (args) => {
        if (context.commandName === 'TransactWriteItemsCommand') sent += 1;
        return next(args);
      },
      { step: 'initialize', name: 'benchTransactionCount' },
    );

    const times: number[] = [];
    let failed = 0;
    let next = 0;
    const writer = async () => {
      while (next < writes) {
        next += 1;
        const start = performance.now();
        try {
          await transact([
            newStaffSession(tenant.tenantId, user.userId).write,
            logEntryWrite({ tenantId: tenant.tenantId, actor }, 'session.login'),
          ]);
        } catch {
          failed += 1;
        }
        times.push(performance.now() - start);
      }
    };
    const start = performance.now();
    await Promise.all(Array.from({ length: writers }, writer));
    const seconds = (performance.now() - start) / 1000;
    dynamo.middlewareStack.remove('benchTransactionCount');

    let check: InstanceType<typeof ChainCheck> | undefined;
    let cursor: string | undefined;
    const chains = new Set<number>();
    do {
      const page = await readLogChain(tenant.tenantId, { limit: 500, cursor });
      check ??= new ChainCheck(page.heads);
      for (const entry of page.items) chains.add(entry.chain ?? 0);
      await check.add(page.items.map((entry) => ({ ...entry, chain: entry.chain ?? 0 })));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    const verdict = check?.finish();

    return [
      {
        name: `${writes} audited writes, ${writers} writers at once`,
        value: `${(writes / seconds).toFixed(0)} writes/s, ${failed} failed (goal 0), ${(sent / writes).toFixed(2)} transactions sent per write`,
      },
      {
        name: 'time per audited write',
        value: `p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms`,
      },
      {
        name: 'log afterwards',
        value: `${chains.size} chains; ${verdict?.intact ? `intact, ${verdict.entries} entries` : `BROKEN: ${JSON.stringify(verdict)}`}`,
      },
    ];
  } finally {
    await runtime.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  process.env.LOG_LEVEL ??= 'warn';
  const [writes, writers] = process.argv.slice(2).map(Number);
  benchAuditWrites(writes || WRITES, writers || WRITERS)
    .then((figures) => {
      for (const line of figures) console.log(`${line.name.padEnd(40)} ${line.value}`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
