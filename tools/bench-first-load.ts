/**
 * What the browser really fetches on a first visit (docs/figures.md, "Budgets"): every response of a cold load
 * until the network is idle, response bodies as sent with gzip (the budgets' unit), measured in
 * Chromium against the local runtime, which compresses as CloudFront does.
 */
import { resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { demo } from '../local/config.js';
import { startRuntime } from '../local/runtime.js';
import { launchChromium } from '../tests/support/browser.js';
import { enterDemoAdminCode } from '../tests/support/demo-admin.js';
import { measureLighthouse, type LighthouseFigures } from './bench-lighthouse.js';
import { startHttp2Front } from './h2-front.js';

export interface FirstLoad {
  route: string;
  jsBytes: number;
  totalBytes: number;
  budget: { jsKb: number; totalKb: number };
}

/** Reporter-facing pages share the public form's budget; the back-office has its own. */
const reporterBudget = { jsKb: 150, totalKb: 250 };
const backOfficeBudget = { jsKb: 350, totalKb: 500 };

/**
 * After the first quiet moment, 2.5 s more and then until nothing is in flight for half a second:
 * on a busy machine the network goes quiet while the page's scripts still run, before a screen has
 * asked for its texts or its data, which belong to its first load all the same.
 */
async function settled(page: Page, inFlight: () => number): Promise<void> {
  await page.waitForTimeout(2_500);
  let quietSince = Date.now();
  while (Date.now() - quietSince < 500) {
    await page.waitForTimeout(100);
    if (inFlight() > 0) quietSince = Date.now();
  }
}

async function measure(context: BrowserContext, url: string) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  const pending: Promise<{ type: string; bytes: number }>[] = [];
  let inFlight = 0;
  page.on('request', () => inFlight++);
  page.on('requestfailed', () => inFlight--);
  page.on('requestfinished', (request) => {
    inFlight--;
    pending.push(request.sizes().then((sizes) => ({ type: request.resourceType(), bytes: sizes.responseBodySize })));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await settled(page, () => inFlight);
  const all = await Promise.all(pending);
  await page.close();
  return {
    jsBytes: all.filter((entry) => entry.type === 'script').reduce((sum, entry) => sum + entry.bytes, 0),
    totalBytes: all.reduce((sum, entry) => sum + entry.bytes, 0),
  };
}

async function logIn(page: Page, origin: string) {
  await page.goto(`${origin}/login`);
  await page.getByLabel(/^E-mail/).fill(demo.adminEmail);
  await page.getByLabel(/^Hasło/).fill(demo.adminPassword);
  await page.getByRole('button', { name: 'Zaloguj' }).click();
  await enterDemoAdminCode(page);
  await page.waitForURL(/\/dashboard/, { timeout: 60_000 });
}

export interface WebFigures {
  firstLoads: FirstLoad[];
  lighthouse: LighthouseFigures[];
}

/** First loads, then Lighthouse on the form and the login page, against one local runtime. */
export async function measureWeb(root: string): Promise<WebFigures> {
  const runtime = await startRuntime({ root, port: 0, webDist: 'web/dist', seed: true });
  try {
    const firstLoads = await measureFirstLoads(runtime.origin);
    const pages = [
      ['/form/{alias}', `/form/${demo.alias}`],
      ['/form/{alias}?lang=uk', `/form/${demo.alias}?lang=uk`],
      ['/form/{alias}?lang=en', `/form/${demo.alias}?lang=en`],
      ['/login', '/login'],
    ] as const;
    await warmCompression(
      runtime.origin,
      pages.map(([, path]) => path),
    );
    // As users get the site (CloudFront, HTTP/2) and as the gateway serves it (HTTP/1.1).
    const front = await startHttp2Front(runtime.origin);
    try {
      const lighthouse = await measureLighthouse(
        [
          ['h2', front.origin],
          ['http/1.1', runtime.origin],
        ],
        pages,
      );
      return { firstLoads, lighthouse };
    } finally {
      await front.stop();
    }
  } finally {
    await runtime.stop();
  }
}

/**
 * Has the gateway brotli-compress each page's document and the files it links before Lighthouse
 * loads them (first loads above asked for gzip): CloudFront keeps compressed files in its cache, the
 * gateway compresses a file on its first request, and brotli at quality 11 on this machine's CPU
 * during a measured load would slow the page's own tasks (and its total blocking time) instead.
 */
async function warmCompression(origin: string, paths: readonly string[]): Promise<void> {
  const get = (path: string) =>
    fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'br' } }).then((answer) => answer.text());
  for (const path of paths) {
    const html = await get(path);
    await Promise.all([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((match) => get(match[1]!)));
  }
}

export async function measureFirstLoads(origin: string): Promise<FirstLoad[]> {
  const runtime = { origin };
  const browser = await launchChromium();
  try {
    // A Polish browser: the form then opens in Polish, and each translation is asked for by `?lang=`.
    const fresh = () => browser.newContext({ locale: 'pl-PL', extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
    const results: FirstLoad[] = [];
    for (const [route, path] of [
      ['/form/{alias}', `/form/${demo.alias}`],
      ['/form/{alias}?lang=uk', `/form/${demo.alias}?lang=uk`],
      ['/form/{alias}?lang=en', `/form/${demo.alias}?lang=en`],
      ['/inboxlogin', '/inboxlogin'],
      ['/login', '/login'],
    ] as const) {
      const context = await fresh();
      results.push({
        route,
        ...(await measure(context, `${runtime.origin}${path}`)),
        budget: route === '/login' ? backOfficeBudget : reporterBudget,
      });
      await context.close();
    }
    const staff = await fresh();
    const login = await staff.newPage();
    await logIn(login, runtime.origin);
    await login.close();
    results.push({
      route: '/dashboard (logged in)',
      ...(await measure(staff, `${runtime.origin}/dashboard`)),
      budget: backOfficeBudget,
    });
    await staff.close();
    return results;
  } finally {
    await browser.close();
  }
}

// Run on its own, it prints the figures as one JSON line (tools/bench.ts reads the last line).
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureWeb(resolve(import.meta.dirname, '..'))));
}
