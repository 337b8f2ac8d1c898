/**
 * Lighthouse's mobile figures (performance ≥ 90 on the form; accessibility 100) of
 * pages of a running local runtime: Lighthouse's default mobile run (a mid-range phone's screen,
 * simulated slow 4G and a 4× slower CPU), in Debian's Chromium, headless. Only the bench runs it.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { freePort, waitFor } from '../local/ports.js';
import { chromiumArgs } from '../tests/support/browser.js';

export interface LighthouseFigures {
  route: string;
  /** How the pages were served: 'h2' through tools/h2-front.ts, as CloudFront serves them; else the gateway's HTTP/1.1. */
  protocol: Protocol;
  performance: number;
  accessibility: number;
  /** First and largest contentful paint, total blocking time (ms), as Lighthouse simulates them. */
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /**
   * Lighthouse's measure of this machine's CPU at the time (about 1,000+ on a typical desktop): the
   * 4× slowdown is applied on top of it, so a busy machine scores lower than a phone would.
   */
  benchmarkIndex: number;
}

export type Protocol = 'h2' | 'http/1.1';

/** One Chromium with a debugging port for Lighthouse (it drives the browser over CDP itself). */
async function startChromium() {
  const port = await freePort();
  const profile = await mkdtemp(join(tmpdir(), 'bench-lighthouse-'));
  const child = spawn(
    process.env.CHROME_PATH ?? '/usr/bin/chromium',
    [
      ...chromiumArgs,
      '--ignore-certificate-errors',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    {
      stdio: 'ignore',
    },
  );
  await waitFor('Chromium for Lighthouse', async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/json/version`);
    if (!answer.ok) throw new Error(String(answer.status));
  });
  return {
    port,
    async stop() {
      child.kill();
      await new Promise((done) => child.once('exit', done));
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Each page at each origin (the gateway's own, HTTP/1.1, and its HTTP/2 front, tools/h2-front.ts).
 * The Chromium ignores certificate errors: the front's certificate is self-signed.
 */
export async function measureLighthouse(
  origins: readonly (readonly [protocol: Protocol, origin: string])[],
  pages: readonly (readonly [route: string, path: string])[],
): Promise<LighthouseFigures[]> {
  const chromium = await startChromium();
  try {
    const figures: LighthouseFigures[] = [];
    const runs = origins.flatMap(([protocol, origin]) =>
      pages.map(([route, path]) => ({ protocol, origin, route, path })),
    );
    for (const { protocol, origin, route, path } of runs) {
      const result = await lighthouse(`${origin}${path}`, {
        port: chromium.port,
        onlyCategories: ['performance', 'accessibility'],
        logLevel: 'error',
        output: 'json',
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.message}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
      figures.push({
        route,
        protocol,
        performance: score('performance'),
        accessibility: score('accessibility'),
        fcpMs: ms('first-contentful-paint'),
        lcpMs: ms('largest-contentful-paint'),
        tbtMs: ms('total-blocking-time'),
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      });
    }
    return figures;
  } finally {
    await chromium.stop();
  }
}
