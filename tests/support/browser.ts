import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Flags that keep headless Chromium quiet on a machine without network (STACK.md). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Debian's Chromium (or CHROME_PATH), driven by playwright-core; never a downloaded browser. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
}

/** A page in its own browser context (own cookies, storage, IndexedDB), watched for problems. */
export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors, in order. */
  errors: string[];
  /** Content-Security-Policy violations the page reported (`securitypolicyviolation` events). */
  cspViolations(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Opens a fresh context and page that records console errors, page errors and CSP violations
 * (the latter through an init script, which CSP does not govern).
 */
export async function openWatchedPage(browser: Browser): Promise<WatchedPage> {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    context,
    page,
    errors,
    cspViolations: () => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []),
    close: () => context.close(),
  };
}
