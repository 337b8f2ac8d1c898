/**
 * Audited writes of one organisation for `npm run bench` (docs/figures.md, "Audited writes of one
 * organisation"): one local runtime (DynamoDB Local in memory), one organisation, the transaction
 * a staff login makes (a session and its log entry) started at a steady `RATE` a second for
 * `SECONDS` seconds, each when its time comes whether or not the earlier ones have finished (as
 * staff arrive; a closed loop of writers waiting on each other would measure the emulator's queue).
 * Printed: the writes a second completed against those offered, how many reached the caller as a
 * failure (goal 0), how many transactions were sent for them (the retries the log's chains cost),
 * p50/p95 per write, the chains used, whether 'Sprawdź integralność' finds the log intact, and —
 * in the same run — the rate the emulator completes the same transaction without a log entry
 * (a session and a plain item), the ceiling any design of the log meets here.
 *
 * Standalone: `npx tsx tools/bench-audit-writes.ts [rate] [seconds]`.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchFigure } from './bench-crypto.js';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const RATE = 200;
const SECONDS = 5;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

interface Load {
  completedPerSecond: number;
  failed: number;
  p50: number;
  p95: number;
}

/** Starts `rate × seconds` writes, one every 1/rate s, and waits for all of them. */
async function offer(rate: number, seconds: number, write: () => Promise<unknown>): Promise<Load> {
  const total = rate * seconds;
  const times: number[] = [];
  let failed = 0;
  const start = performance.now();
  const running: Promise<void>[] = [];
  for (let index = 0; index < total; index++) {
    const due = start + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    running.push(
      (async () => {
        const began = performance.now();
        try {
          await write();
        } catch {
          failed += 1;
        }
        times.push(performance.now() - began);
      })(),
    );
  }
  await Promise.all(running);
  const elapsed = (performance.now() - start) / 1000;
  return { completedPerSecond: total / elapsed, failed, p50: percentile(times, 50), p95: percentile(times, 95) };
}

export async function benchAuditWrites(rate = RATE, seconds = SECONDS): Promise<BenchFigure[]> {
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

    let plain = 0;
    const plainWrite = () =>
      transact([
        newStaffSession(tenant.tenantId, user.userId).write,
        { Put: { Item: { PK: `BENCH#${tenant.tenantId}`, SK: String((plain += 1)) } } },
      ]);
    await offer(rate, 2, plainWrite); // the emulator's JIT warms up before anything is measured
    const ceiling = await offer(rate * 2, seconds, plainWrite);
    sent = 0;
    const audited = await offer(rate, seconds, () =>
      transact([
        newStaffSession(tenant.tenantId, user.userId).write,
        logEntryWrite({ tenantId: tenant.tenantId, actor }, 'session.login'),
      ]),
    );
    const writes = rate * seconds;
    const transactionsPerWrite = sent / writes;
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
        name: `${writes} audited writes offered at ${rate}/s`,
        value: `${audited.completedPerSecond.toFixed(0)} writes/s completed, ${audited.failed} failed (goal 0), ${transactionsPerWrite.toFixed(2)} transactions sent per write`,
      },
      { name: 'time per audited write', value: `p50 ${audited.p50.toFixed(0)} ms, p95 ${audited.p95.toFixed(0)} ms` },
      {
        name: 'log afterwards',
        value: `${chains.size} chains; ${verdict?.intact ? `intact, ${verdict.entries} entries` : `BROKEN: ${JSON.stringify(verdict)}`}`,
      },
      {
        name: `emulator's ceiling: no log, offered ${rate * 2}/s`,
        value: `${ceiling.completedPerSecond.toFixed(0)} writes/s, p50 ${ceiling.p50.toFixed(0)} ms, p95 ${ceiling.p95.toFixed(0)} ms`,
      },
    ];
  } finally {
    await runtime.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  process.env.LOG_LEVEL ??= 'warn';
  const [rate, seconds] = process.argv.slice(2).map(Number);
  benchAuditWrites(rate || RATE, seconds || SECONDS)
    .then((figures) => {
      for (const line of figures) console.log(`${line.name.padEnd(40)} ${line.value}`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
