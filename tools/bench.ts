/**
 * `npm run bench`: the performance figures of docs/figures.md, measured in one run on this machine
 * and reported as ratios where a comparison makes them meaningful. Never asserted in tests.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureInitialJs } from '../web/scripts/initial-js.js';
import { execFileSync } from 'node:child_process';
import type { WebFigures } from './bench-first-load.js';
import { benchServer } from './bench-lists.js';
import { lambdaLines, measureLambdas } from './bench-lambdas.js';

// The SDK warns once per process that its 2027 releases need Node 22; we pin (docs/development.md).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * In a process of its own: a local runtime sets the AWS endpoints of module-level clients, so a
 * second runtime in this process (the list bench) would talk to the first one's stopped emulators.
 */
function webFigures(): WebFigures {
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'tools/bench-first-load.ts'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as WebFigures;
}

/** In a process of its own, for the same reason: it starts a local runtime of its own. */
/** A bench that starts a runtime of its own, in a process of its own (the runtime sets the environment). */
function figuresOf(script: string): string {
  return execFileSync(process.execPath, ['--import', 'tsx', script], { cwd: root, encoding: 'utf8' }).trimEnd();
}

function section(title: string) {
  console.log(`\n== ${title}`);
}

async function main() {
  section('Web: initial JS per route from the build manifest (static imports only, gzip -9)');
  const manifest = measureInitialJs(resolve(root, 'web/dist') + '/');
  for (const route of manifest.routes) {
    const share = ((route.totalBytes / (route.budgetKb * 1024)) * 100).toFixed(0);
    console.log(
      `${route.route.padEnd(16)} ${kb(route.totalBytes).padStart(10)}  (${share}% of the ${route.budgetKb} KB budget)`,
    );
  }
  for (const css of manifest.css) console.log(`${'entry CSS'.padEnd(16)} ${kb(css.bytes).padStart(10)}`);

  section(
    'Web: what a cold first visit fetches until the network is idle (gzip as sent, Chromium against the local runtime)',
  );
  const web = webFigures();
  const verdict = (bytes: number, budgetKb: number) => (bytes <= budgetKb * 1024 ? 'within' : 'OVER');
  for (const load of web.firstLoads) {
    const js = `${kb(load.jsBytes)} JS (${verdict(load.jsBytes, load.budget.jsKb)} ${load.budget.jsKb} KB)`;
    const total = `${kb(load.totalBytes)} in all (${verdict(load.totalBytes, load.budget.totalKb)} ${load.budget.totalKb} KB)`;
    console.log(`${load.route.padEnd(24)} ${js.padEnd(36)} ${total}`);
  }

  section(
    'Web: Lighthouse mobile (simulated slow 4G, 4× CPU slowdown; goals: performance ≥ 90, accessibility 100); h2 as CloudFront serves, http/1.1 as the local gateway does',
  );
  for (const l of web.lighthouse) {
    console.log(
      `${`${l.route} (${l.protocol})`.padEnd(24)} performance ${String(l.performance).padStart(3)}  accessibility ${String(l.accessibility).padStart(3)}  FCP ${(l.fcpMs / 1000).toFixed(1)} s  LCP ${(l.lcpMs / 1000).toFixed(1)} s  TBT ${l.tbtMs} ms  (CPU benchmark index ${l.benchmarkIndex})`,
    );
  }

  section(
    "Lambdas: bundle per endpoint (largest first) and module load of a cold start, its CPU time against the health handler's (goal ≤ 1.2×)",
  );
  for (const line of lambdaLines(await measureLambdas(root))) console.log(line);

  process.env.LOG_LEVEL ??= 'warn';
  const server = await benchServer();
  section('Report lists: the same page at 20,000 and at 200 reports (≤ 1.3×)');
  for (const line of server.lists) console.log(`${line.name.padEnd(64)} ${line.value}`);
  section('Main reads through the local gateway against a bare DynamoDB GetItem on the same emulator (goal ≤ 3×)');
  for (const line of server.reads) console.log(`${line.name.padEnd(64)} ${line.value}`);

  section(
    "Audited writes of one organisation: a login's transaction (session and log entry) started 200 times a second for 5 s; goal 0 failed, one transaction per write, the rate the emulator completes without a log entry",
  );
  console.log(figuresOf('tools/bench-audit-writes.ts'));

  section(
    "A crowd of reporters: 200 send a report to one organisation's form at once through the local gateway (cheap Argon2id); goal 0 not sent, 0 duplicates, counters exact",
  );
  console.log(figuresOf('tools/bench-reporter-burst.ts'));

  const crypto = await import('./bench-crypto.js').catch(() => null);
  if (crypto) {
    section('Crypto: chunked file encryption vs raw AES-GCM, memory, Argon2id');
    for (const line of await crypto.benchCrypto()) console.log(`${line.name.padEnd(48)} ${line.value}`);
  }

  section(
    'Metadata: removing it from a 10 MB JPEG, a 20 MB PDF and a 5 MB DOCX (Node and Chromium, the code the browser worker runs), peak memory (goal < 3× the file)',
  );
  const { benchMetadata } = await import('./bench-metadata.js');
  for (const line of await benchMetadata()) console.log(`${line.name.padEnd(52)} ${line.value}`);

  section('Voice: disguising a recording before encryption, in Chromium, per minute of audio');
  const { benchVoiceDisguise } = await import('./bench-voice-disguise.js');
  for (const line of await benchVoiceDisguise()) console.log(`${line.name.padEnd(52)} ${line.value}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
