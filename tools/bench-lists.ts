/**
 * List figures for `npm run bench` (docs/figures.md, "Budgets": a list page at 20,000 reports within 1.3× of the
 * same page at 200 reports). One local runtime (DynamoDB Local in memory), two throwaway
 * organisations seeded with BatchWrite through the report's own item builders (the ciphertext is
 * random bytes of a realistic size: lists must never read it), then the same requests through
 * the gateway, interleaved, many times: the first page of 'Otwarte' and a page deep in it, reached
 * by following cursors. Medians and their ratios are printed.
 *
 * Standalone: `npx tsx tools/bench-lists.ts`; with `--reads`, only the main reads against a bare
 * GetItem (one organisation of 200 reports, no 20,000-report seeding): a few seconds a run.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { staffSession } from '@shared/domain/session.js';
import { ALL_ROWS_CHUNK, reportState, reportType } from '@shared/domain/report.js';
import { toBase64Url } from '@shared/crypto/base64url.js';
import { generateReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import type { BatchWriteCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { ReportRecord } from '../functions/data/reports.js';
import type { BenchFigure } from './bench-crypto.js';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const SIZES = [200, 20_000] as const;
const PER_PAGE = 40;
/** Rows before the deep page: near the end of the small list, so both lists have it. */
const DEEP_ROWS = 160;
const ROUNDS = 60;
const WARM_UP = 5;

const envelope = (bytes: number) => ({
  v: 1 as const,
  alg: 'A256GCM' as const,
  iv: toBase64Url(randomBytes(12)),
  ct: toBase64Url(randomBytes(bytes)),
});

/** A report as the form stores it, with random "ciphertext" of about 3 KB. */
function benchReport(tenantId: string, categoryId: string, i: number, now: number): ReportRecord {
  const reportId = randomUUID();
  return {
    tenantId,
    reportId,
    identifier: generateReporterIdentifier(),
    categoryId,
    categoryName: 'Zgłoszenia wewnętrzne',
    type: reportType.form,
    state: reportState.open,
    receivedAt: new Date(now - i * 60_000).toISOString(),
    archivedAt: null,
    acknowledgedAt: null,
    hasAttachments: i % 4 === 0,
    repliesCount: i % 3,
    label: i % 2 ? envelope(40) : null,
    hasNewMessages: i % 10 === 0,
    fieldDefs: [{ id: randomUUID(), type: 1, required: true, label: 'Opis naruszenia prawa' }],
    fields: [{ fieldId: randomUUID(), value: envelope(2048) }],
    reporter: envelope(120),
    files: [],
    keys: {
      forOrganisation: {
        v: 1,
        alg: 'ECDH-ES+A256GCM',
        kid: 'bench',
        epk: toBase64Url(randomBytes(65)),
        iv: toBase64Url(randomBytes(12)),
        ct: toBase64Url(randomBytes(48)),
      },
      forReporter: { v: 1, alg: 'A256GCMKW', iv: toBase64Url(randomBytes(12)), ct: toBase64Url(randomBytes(48)) },
    },
    reporterAuthVerifier: randomBytes(32).toString('hex'),
    slotTokenHash: randomBytes(32).toString('hex'),
  };
}

const median = (values: number[]) => percentile(values, 50);
/** The value below which `p` per cent of the samples fall (nearest rank). */
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};

export interface ServerFigures {
  lists: BenchFigure[];
  /** p50/p95 of the main read endpoints through the gateway against a bare GetItem (goal ≤ 3×). */
  reads: BenchFigure[];
}

/**
 * The main read endpoints (session, dashboard, a list page, a report, categories, the public form)
 * through the local gateway, against one bare DynamoDB GetItem from this process on the same
 * emulator: what the handler chain (HTTP, auth, validation, its own reads, the response schema)
 * costs over the table itself. Interleaved rounds; p50 and p95 of each, and how many DynamoDB
 * requests one call makes.
 */
async function benchReads(
  origin: string,
  organisation: { cookie: string; reportId: string; alias: string; tenantId: string },
): Promise<BenchFigure[]> {
  const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
  const { dynamo, tableName } = await import('../functions/data/client.js');
  const { keys } = await import('../functions/data/keys.js');
  const { buildPath } = await import('@shared/contracts/contract.js');
  const c = await import('@shared/contracts/index.js');
  const staff = { headers: { cookie: organisation.cookie } };
  const call =
    (path: string, init: RequestInit = {}) =>
    async () => {
      const response = await fetch(`${origin}${path}`, init);
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      await response.arrayBuffer();
    };
  const cases: { name: string; run: () => Promise<void> }[] = [
    {
      name: 'bare DynamoDB GetItem (the tenant item)',
      run: async () => {
        const { Item } = await dynamo.send(
          new GetCommand({ TableName: tableName(), Key: keys.tenant(organisation.tenantId) }),
        );
        if (!Item) throw new Error('no tenant item');
      },
    },
    { name: `GET ${c.getDashboard.path}`, run: call(c.getDashboard.path, staff) },
    {
      name: `GET ${c.listReports.path}?state=open (10 rows)`,
      run: call(`${c.listReports.path}?state=open&perPage=10`, staff),
    },
    {
      name: `GET ${c.getReport.path}`,
      run: call(buildPath(c.getReport.path, { reportId: organisation.reportId }), staff),
    },
    { name: `GET ${c.listCategories.path}`, run: call(c.listCategories.path, staff) },
    { name: `GET ${c.getPublicForm.path}`, run: call(buildPath(c.getPublicForm.path, { alias: organisation.alias })) },
  ];
  const times = cases.map(() => [] as number[]);
  for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
    for (const [i, { run }] of cases.entries()) {
      const start = performance.now();
      await run();
      if (round >= WARM_UP) times[i]!.push(performance.now() - start);
    }
  }
  // The DynamoDB requests of one more call of each (handlers run in this process): unlike the
  // times, a figure a busy machine does not move, and on the emulator each costs about a GetItem.
  // Counted by operation and in rounds: requests started together (Promise.all, a batch) are one
  // round, a request that waits for another's answer a further one; each round costs at least a GetItem.
  let requests: string[] = [];
  let rounds = 0;
  let inFlight = 0;
  dynamo.middlewareStack.add(
    (next, context) => async (args) => {
      requests.push(context.commandName?.replace(/Command$/, '') ?? 'request');
      if (inFlight === 0) rounds += 1;
      inFlight += 1;
      try {
        return await next(args);
      } finally {
        inFlight -= 1;
      }
    },
    { step: 'initialize', name: 'benchRequestCount' },
  );
  const counts: { requests: string[]; rounds: number }[] = [];
  for (const { run } of cases) {
    requests = [];
    rounds = 0;
    await run();
    counts.push({ requests, rounds });
  }
  dynamo.middlewareStack.remove('benchRequestCount');
  const base = percentile(times[0]!, 50);
  return cases.map(({ name }, i) => {
    const p50 = percentile(times[i]!, 50);
    const p95 = percentile(times[i]!, 95);
    const ratio = i === 0 ? '' : `: ${(p50 / base).toFixed(1)}× the GetItem p50 (goal ≤ 3×)`;
    return {
      name,
      value: `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms${ratio}, ${requestsOf(counts[i]!)}`,
    };
  });
}

/** `3 DynamoDB requests in 2 rounds (BatchGet, 2 Query)`. */
function requestsOf({ requests, rounds }: { requests: string[]; rounds: number }): string {
  const byOperation = new Map<string, number>();
  for (const operation of requests) byOperation.set(operation, (byOperation.get(operation) ?? 0) + 1);
  const operations = [...byOperation].map(([operation, n]) => (n === 1 ? operation : `${n} ${operation}`)).join(', ');
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${plural(requests.length, 'DynamoDB request')} in ${plural(rounds, 'round')} (${operations})`;
}

export async function benchLists(): Promise<BenchFigure[]> {
  return (await benchServer()).lists;
}

/**
 * `readsOnly`: one organisation of 200 reports and the read figures alone (no 20,000-report
 * seeding, no list rounds), for measuring the handler chain on a busy machine:
 * `npx tsx tools/bench-lists.ts --reads`.
 */
export async function benchServer({ readsOnly = false }: { readsOnly?: boolean } = {}): Promise<ServerFigures> {
  const { startRuntime } = await import('../local/runtime.js');
  const runtime = await startRuntime({ root, port: 0 });
  try {
    // Loaded after the runtime set the environment the data modules read.
    const { BatchWriteCommand } = await import('@aws-sdk/lib-dynamodb');
    const { dynamo, tableName } = await import('../functions/data/client.js');
    const { newReportWrites } = await import('../functions/data/reports.js');
    const { createStaffSession } = await import('../functions/data/sessions.js');
    const { givenCategory } = await import('../tests/support/report-fixtures.js');
    const { givenStaffUser, givenTenant } = await import('../tests/support/fixtures.js');
    const { newTenantWrites } = await import('../functions/data/tenants.js');
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');

    async function seedOrganisation(count: number) {
      const tenant = await givenTenant();
      const user = await givenStaffUser(tenant);
      const category = await givenCategory(tenant.tenantId);
      // The alias claim, so that its public form answers too (the read bench asks for it).
      const aliasClaim = newTenantWrites(tenant, {} as never).find(
        (write) => 'Put' in write && write.Put.Item?.entity === 'alias',
      );
      if (aliasClaim && 'Put' in aliasClaim)
        await dynamo.send(new PutCommand({ TableName: tableName(), Item: aliasClaim.Put.Item }));
      const now = Date.now();
      const reports = Array.from({ length: count }, (_, i) =>
        benchReport(tenant.tenantId, category.categoryId, i, now),
      );
      const items = reports.flatMap((report) =>
        // The report and its category entry (the identifier mapping plays no part in lists).
        newReportWrites(report)
          .slice(0, 2)
          .flatMap((write) => ('Put' in write && write.Put.Item ? [write.Put.Item as Record<string, unknown>] : [])),
      );
      const batches: Record<string, unknown>[][] = [];
      for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
      const writeBatch = async (batch: Record<string, unknown>[]) => {
        let requests: unknown[] | undefined = batch.map((Item) => ({ PutRequest: { Item } }));
        while (requests?.length) {
          const answer: BatchWriteCommandOutput = await dynamo.send(
            new BatchWriteCommand({ RequestItems: { [tableName()]: requests as never } }),
          );
          requests = answer.UnprocessedItems?.[tableName()];
        }
      };
      const workers = Array.from({ length: 8 }, async () => {
        for (let batch = batches.shift(); batch; batch = batches.shift()) await writeBatch(batch);
      });
      await Promise.all(workers);
      const { sessionId } = await createStaffSession(tenant.tenantId, user.userId);
      return {
        count,
        cookie: `${staffSession.cookieName}=${sessionId}`,
        reportId: reports[0]!.reportId,
        alias: tenant.alias,
        tenantId: tenant.tenantId,
      };
    }

    const started = performance.now();
    const organisations = [];
    for (const size of readsOnly ? SIZES.slice(0, 1) : SIZES) organisations.push(await seedOrganisation(size));
    const seedSeconds = (performance.now() - started) / 1000;
    if (readsOnly) return { lists: [], reads: await benchReads(runtime.origin, organisations[0]!) };

    const page = async (cookie: string, query: string, perPage = PER_PAGE) => {
      const response = await fetch(`${runtime.origin}/api/reports?state=open&perPage=${perPage}${query}`, {
        headers: { cookie },
      });
      if (response.status !== 200) throw new Error(`list answered ${response.status}`);
      return (await response.json()) as { rows: unknown[]; nextCursor: string | null; total: number };
    };
    /** The cursor after `rows` rows, reached as a client reaches it: page after page ("all" chunks first). */
    const cursorAfter = async (cookie: string, rows: number) => {
      let cursor = '';
      let read = 0;
      while (read < rows) {
        const chunk = rows - read >= ALL_ROWS_CHUNK ? -1 : PER_PAGE;
        const answer = await page(cookie, `${cursor ? `&cursor=${cursor}` : ''}`, chunk);
        read += answer.rows.length;
        cursor = answer.nextCursor!;
      }
      return { query: `&cursor=${cursor}`, read };
    };
    const [small, large] = organisations as [(typeof organisations)[number], (typeof organisations)[number]];
    const deepSmall = await cursorAfter(small.cookie, DEEP_ROWS);
    const deepLarge = await cursorAfter(large.cookie, DEEP_ROWS);
    const endLarge = await cursorAfter(large.cookie, large.count - 2 * PER_PAGE);
    const cases = [
      { name: 'first page', small: '', large: '' },
      { name: `page after ${DEEP_ROWS} rows`, small: deepSmall.query, large: deepLarge.query },
      {
        name: `near the end (${deepSmall.read} / ${endLarge.read.toLocaleString('en')} rows in)`,
        small: deepSmall.query,
        large: endLarge.query,
      },
    ].flatMap(({ name, small: smallQuery, large: largeQuery }) => [
      { organisation: small, name, query: smallQuery },
      { organisation: large, name, query: largeQuery },
    ]);
    const times = cases.map(() => [] as number[]);
    for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
      for (const [i, { organisation, query }] of cases.entries()) {
        const start = performance.now();
        const answer = await page(organisation.cookie, query);
        const elapsed = performance.now() - start;
        if (answer.rows.length !== PER_PAGE) throw new Error(`expected a full page, got ${answer.rows.length}`);
        if (round >= WARM_UP) times[i]!.push(elapsed);
      }
    }
    const medianOf = (count: number, name: string) =>
      median(times[cases.findIndex((c) => c.organisation.count === count && c.name === name)]!);
    const figures: BenchFigure[] = [
      { name: `seeded ${SIZES.join(' + ')} reports (BatchWrite)`, value: `${seedSeconds.toFixed(1)} s` },
    ];
    for (const name of [...new Set(cases.map((c) => c.name))]) {
      const small = medianOf(SIZES[0], name);
      const large = medianOf(SIZES[1], name);
      figures.push({
        name: `'Otwarte' ${PER_PAGE} rows, ${name}`,
        value: `${large.toFixed(1)} ms at ${SIZES[1].toLocaleString('en')} vs ${small.toFixed(1)} ms at ${SIZES[0]}: ${(large / small).toFixed(2)}× (goal ≤ 1.3×)`,
      });
    }
    return { lists: figures, reads: await benchReads(runtime.origin, small) };
  } finally {
    await runtime.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  process.env.LOG_LEVEL ??= 'warn';
  const { lists, reads } = await benchServer({ readsOnly: process.argv.includes('--reads') });
  for (const figure of [...lists, ...reads]) console.log(`${figure.name.padEnd(64)} ${figure.value}`);
}
