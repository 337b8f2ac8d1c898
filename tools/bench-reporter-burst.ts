/**
 * A crowd of reporters for `npm run bench` (docs/figures.md, "A crowd of reporters"): one local
 * runtime with the demo organisation, `REPORTERS` reporters sending a report to its form at the
 * same moment through the local gateway, each as the browser does (the public form, the
 * category, a submission slot, the report encrypted with the organisation's key, the finalise).
 * One thing differs from a browser, and only here: the reporter's Argon2id runs with the test
 * suite's cheap parameters, so that the machine measures the server, not 200 key derivations.
 * Printed: the reports a reporter did not get (goal 0), duplicate identifiers (goal 0), whether
 * the organisation's counter and the month's statistics moved by exactly the reports sent, and
 * p50/p95 from the first request to the identifier.
 *
 * Standalone: `npx tsx tools/bench-reporter-burst.ts [reporters]`.
 */
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildPath, type Contract } from '@shared/contracts/contract.js';
import { finaliseSubmission, getPublicCategory, getPublicForm, startSubmission } from '@shared/contracts/index.js';
import { encryptSubmission } from '@shared/crypto/submission.js';
import { demo } from '../local/config.js';
import { testArgon, testArgonFloor } from '../tests/support/test-argon.js';
import type { BenchFigure } from './bench-crypto.js';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const REPORTERS = 200;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/** One call through the gateway as a browser at `address` makes it; the body as JSON. */
async function call(
  origin: string,
  address: string,
  contract: Contract,
  params: Record<string, string>,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${origin}${buildPath(contract.path, params)}`, {
    method: contract.method,
    headers: {
      'x-forwarded-for': address,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

export async function benchReporterBurst(reporters = REPORTERS): Promise<BenchFigure[]> {
  // The handlers run in this process: they accept the cheap Argon2id parameters from here on.
  process.env.ARGON2_TEST_FLOOR = testArgonFloor;
  const { startRuntime } = await import('../local/runtime.js');
  const runtime = await startRuntime({ root, port: 0, seed: true, trustForwardedFor: true });
  try {
    const { getCounters, getTenantIdByAlias } = await import('../functions/data/tenants.js');
    const { listReportStatistics } = await import('../functions/data/report-statistics.js');
    const { polishMonth } = await import('@shared/domain/statistics.js');

    const form = (await call(runtime.origin, '10.0.0.1', getPublicForm, { alias: demo.alias })).body as {
      categories: { id: string; name: string; anonymous: boolean }[];
    };
    const category = form.categories[0]!;
    const { fields } = (
      await call(runtime.origin, '10.0.0.1', getPublicCategory, { alias: demo.alias, id: category.id })
    ).body as { fields: { id: string; type: number; required: boolean; options: string[] }[] };
    const tenantId = (await getTenantIdByAlias(demo.alias))!;
    const month = polishMonth(new Date());
    const receivedIn = async () =>
      (await listReportStatistics(tenantId, month, month))
        .filter((item) => item.categoryId === category.id)
        .reduce((sum, item) => sum + item.received, 0);
    const before = { counters: await getCounters(tenantId), received: await receivedIn() };

    const send = async (reporter: number) => {
      const address = `10.${(reporter >> 8) & 255}.${reporter & 255}.${1 + (reporter % 250)}`;
      const started = performance.now();
      const slot = await call(
        runtime.origin,
        address,
        startSubmission,
        { alias: demo.alias },
        {
          categoryId: category.id,
          files: [],
        },
      );
      if (slot.status !== 200) return { identifier: null, ms: performance.now() - started, status: slot.status };
      const values = fields.map((field) => ({
        fieldId: field.id,
        value:
          field.type === 4 ? field.options[0]! : field.type === 3 ? 'on' : `Zgłoszenie ${reporter}: opis zdarzenia`,
      }));
      const encrypted = await encryptSubmission(
        slot.body as Parameters<typeof encryptSubmission>[0],
        { fields: values, reporter: null, files: [] },
        testArgon,
      );
      const sent = await call(
        runtime.origin,
        address,
        finaliseSubmission,
        { alias: demo.alias, reportId: (slot.body as { reportId: string }).reportId },
        {
          slotToken: (slot.body as { slotToken: string }).slotToken,
          categoryId: category.id,
          ...encrypted.body,
        },
      );
      const identifier = sent.status === 200 ? (sent.body as { identifier: string }).identifier : null;
      return { identifier, ms: performance.now() - started, status: sent.status };
    };

    const started = performance.now();
    const results = await Promise.all(Array.from({ length: reporters }, (_, reporter) => send(reporter)));
    const seconds = (performance.now() - started) / 1000;
    const identifiers = results.flatMap((result) => (result.identifier ? [result.identifier] : []));
    const failed = results.filter((result) => !result.identifier);
    const statuses = [...new Set(failed.map((result) => result.status))].join(', ');
    const after = { counters: await getCounters(tenantId), received: await receivedIn() };
    const times = results.map((result) => result.ms);
    const newMoved = after.counters.new - before.counters.new;
    const receivedMoved = after.received - before.received;

    return [
      {
        name: `${reporters} reporters sending at once`,
        value: `${identifiers.length} identifiers in ${seconds.toFixed(1)} s; ${failed.length} not sent (goal 0)${statuses ? `, answered ${statuses}` : ''}; ${identifiers.length - new Set(identifiers).size} duplicates (goal 0)`,
      },
      {
        name: 'counters afterwards',
        value: `'Nowe' +${newMoved}, the month's received +${receivedMoved} (${newMoved === identifiers.length && receivedMoved === identifiers.length ? 'exact' : 'NOT EXACT'})`,
      },
      {
        name: 'time to the identifier',
        value: `p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms`,
      },
    ];
  } finally {
    await runtime.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  process.env.LOG_LEVEL ??= 'warn';
  const [reporters] = process.argv.slice(2).map(Number);
  benchReporterBurst(reporters || REPORTERS)
    .then((figures) => {
      for (const line of figures) console.log(`${line.name.padEnd(40)} ${line.value}`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
