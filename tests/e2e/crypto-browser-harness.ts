/**
 * Runs shared/crypto in headless Chromium: bundles tests/e2e/crypto-browser-entry.ts with
 * esbuild (in memory), serves it from a throwaway node:http server on 127.0.0.1 (a secure
 * context, so crypto.subtle exists), and opens it with playwright-core. Used by
 * tests/e2e/crypto-browser.test.ts and tools/bench-crypto.ts.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { type Browser, chromium, type Page } from 'playwright-core';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const ENTRY = fileURLToPath(new URL('./crypto-browser-entry.ts', import.meta.url));

/** The self-test bundle: one IIFE script, hash-wasm included (its Argon2 chunk is inlined). */
export async function bundleCryptoEntry(): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error('esbuild produced no output');
  return output.text;
}

/** Pages the server offers: the same script under no CSP, a strict CSP, and the CSP the app needs. */
export const CSP_PAGES = {
  '/': undefined,
  '/csp-self': "default-src 'none'; script-src 'self'",
  '/csp-wasm': "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'",
} as const;

export interface CryptoPage {
  page: Page;
  url: string;
  /** Uncaught page errors and console errors seen so far (on `page`). */
  errors: string[];
  /** Another page of the same browser on one of CSP_PAGES, ready. */
  openPath(path: keyof typeof CSP_PAGES): Promise<Page>;
  close(): Promise<void>;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

/** Bundles the entry, serves it, opens it in Chromium and waits until the page is ready. */
export async function openCryptoPage(): Promise<CryptoPage> {
  const script = await bundleCryptoEntry();
  const html = '<!doctype html><meta charset="utf-8"><title>crypto</title><script src="/entry.js"></script>';
  const server = createServer((request, response) => {
    if (request.url === '/entry.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      response.end(script);
    } else if (request.url !== undefined && request.url in CSP_PAGES) {
      const csp = CSP_PAGES[request.url as keyof typeof CSP_PAGES];
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        ...(csp ? { 'content-security-policy': csp } : {}),
      });
      response.end(html);
    } else if (request.url === '/favicon.ico') {
      response.writeHead(204).end();
    } else {
      response.writeHead(404).end();
    }
  });
  const port = await listen(server);
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    const url = `http://127.0.0.1:${port}/`;
    const ready = async (target: Page, path: string) => {
      await target.goto(new URL(path, url).href);
      await target.waitForFunction(() => document.title === 'crypto-self-test-ready', undefined, { timeout: 30_000 });
    };
    await ready(page, '/');
    const opened = browser;
    return {
      page,
      url,
      errors,
      async openPath(path) {
        const other = await context.newPage();
        await ready(other, path);
        return other;
      },
      async close() {
        await opened.close();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      },
    };
  } catch (error) {
    await browser?.close();
    server.close();
    throw error;
  }
}
