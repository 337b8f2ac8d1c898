/**
 * The metadata figures in Chromium (issue 31 asks for them there): `shared/metadata` bundled as the
 * web build bundles it, run in a page of Debian's Chromium on the bench's files.
 * - Time: the median of several cleanings of the same file, measured in the page.
 * - Peak memory: the rise of the renderer's resident high-water mark (Linux's VmHWM, reset through
 *   `/proc/<pid>/clear_refs` just before) above its resident memory, for the first cleaning in a
 *   fresh renderer after a garbage collection. Each file has a browser of its own: a page closed
 *   before leaves its renderer winding down for a while, and its growth was counted as the next
 *   file's peak. Memory the renderer freed earlier but kept (the
 *   file's own transfer into the page) can be reused unseen, so the figure may read low by up to
 *   about the file's size; it never counts another process.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../tests/support/browser.js';
import type { BenchFigure } from './bench-crypto';
import { pageScript } from './page-script.js';

const fileUrl = 'https://bench.invalid/file';

const kilobytesOf = (status: string, field: 'VmHWM' | 'VmRSS') =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN) * 1024;

/** The renderers' resident memory now and since the last reset, by process id. */
async function renderers(browser: Browser): Promise<number[]> {
  const cdp = await browser.newBrowserCDPSession();
  const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
    processInfo: { type: string; id: number }[];
  };
  await cdp.detach();
  return processInfo.filter((process) => process.type === 'renderer').map((process) => process.id);
}

const statusOf = (pid: number) => readFileSync(`/proc/${pid}/status`, 'utf8');

export async function benchMetadataInChromium(
  files: { kind: string; bytes: Uint8Array }[],
  rounds: number,
): Promise<BenchFigure[]> {
  // `cleanFile` on `globalThis.metadataCleaning`.
  const script = await pageScript('shared/metadata/index.ts', 'metadataCleaning');
  const figures: BenchFigure[] = [];
  for (const { kind, bytes } of files) {
    const browser = await launchChromium();
    try {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.route(fileUrl, (route) => route.fulfill({ body: Buffer.from(bytes) }));
      await page.goto('about:blank');
      await page.addScriptTag({ content: script });
      await page.evaluate(async (url) => {
        (globalThis as { file?: Uint8Array }).file = new Uint8Array(await (await fetch(url)).arrayBuffer());
      }, fileUrl);
      await page.requestGC();
      const pids = await renderers(browser);
      const before = new Map(pids.map((pid) => [pid, kilobytesOf(statusOf(pid), 'VmRSS')]));
      for (const pid of pids) writeFileSync(`/proc/${pid}/clear_refs`, '5');
      const clean = (rounds: number) =>
        page.evaluate(async (rounds) => {
          const { cleanFile } = (
            globalThis as { metadataCleaning?: { cleanFile: (b: Uint8Array) => Promise<unknown> } }
          ).metadataCleaning!;
          const file = (globalThis as { file?: Uint8Array }).file!;
          const spent: number[] = [];
          for (let round = 0; round < rounds; round++) {
            const started = performance.now();
            const outcome = (await cleanFile(file)) as { status: string };
            spent.push(performance.now() - started);
            if (outcome.status !== 'cleaned') throw new Error(`not cleaned: ${outcome.status}`);
          }
          return spent;
        }, rounds);
      // The peak is the first cleaning's alone; the timed rounds come after it.
      await clean(1);
      const peak = Math.max(...pids.map((pid) => kilobytesOf(statusOf(pid), 'VmHWM') - before.get(pid)!));
      const times = await clean(rounds);
      await context.close();
      const median = times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
      const mb = bytes.length / 1_000_000;
      figures.push(
        {
          name: `${kind} ${mb.toFixed(1)} MB in Chromium (median of ${rounds})`,
          value: `${median.toFixed(0)} ms, ${(mb / (median / 1000)).toFixed(0)} MB/s`,
        },
        {
          name: `${kind} in Chromium: peak extra memory (renderer)`,
          value: `${(peak / 1_000_000).toFixed(1)} MB (${(peak / bytes.length).toFixed(2)}× the file)`,
        },
      );
    } finally {
      await browser.close();
    }
  }
  return figures;
}
