import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { formTexts } from '@shared/messages/form.js';
import { sentTexts } from '@shared/messages/form-sent.js';
import { demo } from '../../local/config.js';
import { enterDemoAdminCode } from './demo-admin.js';

/** Flags that keep headless Chromium quiet on a machine without network (docs/development.md, "Pinned versions"). */
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
 * A client address of its own for a browser context (the tests' gateway trusts `x-forwarded-for`):
 * the per-client login and inbox limits of one journey stay apart from every other's, however
 * many journeys a run holds.
 */
export const ownClientAddress = (): { 'x-forwarded-for': string } => ({
  'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
});

/**
 * Opens a fresh context (a browser that reads Polish) and page that records console errors, page errors and CSP violations
 * (the latter through an init script, which CSP does not govern).
 */
export async function openWatchedPage(browser: Browser): Promise<WatchedPage> {
  const context = await browser.newContext({ locale: 'pl-PL', extraHTTPHeaders: ownClientAddress() });
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
    cspViolations: () =>
      page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []),
    close: () => context.close(),
  };
}

/**
 * The pages of one browser test file: each in a context of its own (cookies, storage, client
 * address), in Polish,
 * every uncaught page error collected in `problems` (a journey ends by expecting none); `close`
 * ends them and the browser.
 */
export class BrowserPages {
  readonly problems: string[] = [];
  private readonly contexts: BrowserContext[] = [];

  private constructor(readonly browser: Browser) {}

  static async launch(): Promise<BrowserPages> {
    return new BrowserPages(await launchChromium());
  }

  async open({ timeout = 20_000, ...options }: BrowserContextOptions & { timeout?: number } = {}): Promise<Page> {
    const context = await this.browser.newContext({
      locale: 'pl-PL',
      ...options,
      extraHTTPHeaders: { ...ownClientAddress(), ...options.extraHTTPHeaders },
    });
    this.contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(timeout);
    page.on('pageerror', (error) => this.problems.push(`pageerror: ${error.message}`));
    return page;
  }

  async close(): Promise<void> {
    await Promise.all(this.contexts.map((context) => context.close()));
    await this.browser.close();
  }
}

/** The login's first step as a person takes it: /login, e-mail, password, 'Zaloguj'. */
export async function submitLogin(page: Page, origin: string, email: string, password: string): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page
    .getByLabel(/^Hasło/)
    .first()
    .fill(password);
  await page.getByRole('button', { name: 'Zaloguj', exact: true }).click();
}

/**
 * Logs in at /login as a person does (e-mail, password, 'Zaloguj'; the demo administrator's code
 * step with a backup code of the test's own) and waits for the dashboard.
 */
export async function logInAsStaff(
  page: Page,
  origin: string,
  email: string,
  password: string,
  timeout = 30_000,
): Promise<void> {
  await submitLogin(page, origin, email, password);
  // The demo administrator signs in with an authenticator app too (decision 291).
  if (email === demo.adminEmail) await enterDemoAdminCode(page);
  await page.waitForURL(`${origin}/dashboard`, { timeout });
}

/** A form field by its label, exactly (Mantine adds ' *' to the name of a required field). */
export const field = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

/**
 * Sends the public form as a reporter does ('Wyślij', then the confirmation's 'Wyślij') and waits
 * for the success dialog: the dialog and the identifier it shows. It first lets the page settle:
 * what comes once the reporter is at the form (the dialogs, the voice recorder into its kept
 * place; decisions 238 and 258) is fetched before the click.
 */
export async function sendReportForm(page: Page, timeout = 30_000): Promise<{ success: Locator; identifier: string }> {
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: formTexts.send }).click();
  await page
    .getByRole('dialog', { name: sentTexts.confirmTitle })
    .getByRole('button', { name: sentTexts.confirmSend })
    .click();
  const success = page.getByRole('dialog', { name: sentTexts.successTitle });
  await success.waitFor({ timeout });
  return { success, identifier: (await success.getByTestId('report-identifier').innerText()).trim() };
}
