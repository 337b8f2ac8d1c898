import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  NONCE_COOKIE,
  commonSecurityHeaders,
  documentCsp,
  recordingPermissionsPolicy,
} from '../../functions/lib/security-headers.js';
import { getReceiptKeys } from '@shared/contracts/index.js';
import { documentNonceCode, receiptKeysRewriteCode, spaRewriteCode } from '../../infra/constructs/site-edge.js';

/**
 * The CloudFront Functions run here as modules under Node, with events shaped like CloudFront's
 * (https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/functions-event-structure.html).
 */
type Headers = Record<string, { value: string }>;
interface ViewerEvent {
  context: { requestId: string; eventType: string };
  request: { method: string; uri: string; headers: Headers };
  response?: { statusCode: number; headers: Headers; cookies: Record<string, { value: string; attributes?: string }> };
}
type Handler = (event: ViewerEvent) => any;

const dir = mkdtempSync(join(tmpdir(), 'ostoja-cf-functions-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let counter = 0;
async function load(code: string, fakeCrypto?: string): Promise<Handler> {
  let source = code;
  if (fakeCrypto !== undefined) {
    const fake = join(dir, `crypto-${++counter}.mjs`);
    writeFileSync(fake, fakeCrypto);
    source = source.replace("from 'crypto'", `from ${JSON.stringify(pathToFileURL(fake).href)}`);
  }
  const file = join(dir, `function-${++counter}.mjs`);
  writeFileSync(file, `${source}\nexport { handler };\n`);
  return ((await import(pathToFileURL(file).href)) as { handler: Handler }).handler;
}

const FILES = 'https://files.s3.eu-central-1.amazonaws.com';

const documentResponse = (uri = '/index.html', type = 'text/html; charset=utf-8'): ViewerEvent => ({
  context: { requestId: `req-${Math.random()}`, eventType: 'viewer-response' },
  request: { method: 'GET', uri, headers: {} },
  response: {
    statusCode: 200,
    headers: {
      'content-type': { value: type },
      etag: { value: '"abc"' },
      'last-modified': { value: 'Sat, 21 Nov 2026 10:00:00 GMT' },
    },
    cookies: {},
  },
});

describe('document nonce function (viewer response)', () => {
  it('gives an HTML document a CSP whose style nonce equals the nonce cookie', async () => {
    const handler = await load(documentNonceCode([FILES]));
    const response = handler(documentResponse());
    const nonce = response.cookies[NONCE_COOKIE].value as string;
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(response.headers['content-security-policy'].value).toBe(documentCsp(nonce, [FILES]));
    expect(response.cookies[NONCE_COOKIE].attributes).toBe('Path=/; Secure; SameSite=Strict');
  });

  it('draws a different nonce for every response', async () => {
    const handler = await load(documentNonceCode([FILES]));
    const nonces = new Set(Array.from({ length: 50 }, () => handler(documentResponse()).cookies[NONCE_COOKIE].value));
    expect(nonces.size).toBe(50);
  });

  it('drops validators from documents so a 304 never revives an old nonce', async () => {
    const handler = await load(documentNonceCode([FILES]));
    const response = handler(documentResponse());
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['last-modified']).toBeUndefined();
  });

  it('treats a 304 for index.html (no content type) as a document too', async () => {
    const handler = await load(documentNonceCode([FILES]));
    const event = documentResponse('/index.html');
    delete event.response!.headers['content-type'];
    event.response!.statusCode = 304;
    expect(handler(event).headers['content-security-policy']).toBeDefined();
  });

  it('leaves scripts, styles and images alone', async () => {
    const handler = await load(documentNonceCode([FILES]));
    const response = handler(documentResponse('/assets/index-abc123.js', 'application/javascript'));
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.cookies[NONCE_COOKIE]).toBeUndefined();
    expect(response.headers.etag).toEqual({ value: '"abc"' });
  });

  it('still draws distinct nonces where the runtime offers only hashing', async () => {
    const handler = await load(
      documentNonceCode([FILES]),
      "import { createHash } from 'node:crypto'; export default { createHash };",
    );
    const a = handler(documentResponse()).cookies[NONCE_COOKIE].value;
    const b = handler(documentResponse()).cookies[NONCE_COOKIE].value;
    expect(a).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(a).not.toBe(b);
  });

  it('lets only the documents of the public form and the inbox use the microphone, for the site itself; every other response none', async () => {
    const handler = await load(documentNonceCode([FILES]));
    const permissions = (event: ViewerEvent) => handler(event).headers['permissions-policy'].value as string;
    for (const uri of ['/form.html', '/inboxlogin.html', '/inboxphonelogin.html', '/inbox.html'])
      expect(permissions(documentResponse(uri))).toBe(recordingPermissionsPolicy);
    expect(recordingPermissionsPolicy).toContain('microphone=(self)');
    expect(recordingPermissionsPolicy).toContain('camera=()');
    for (const uri of ['/index.html', '/login.html', '/pomoc/index.html'])
      expect(permissions(documentResponse(uri))).toBe(commonSecurityHeaders['permissions-policy']);
    expect(permissions(documentResponse('/assets/form-abc.js', 'application/javascript'))).toBe(
      commonSecurityHeaders['permissions-policy'],
    );
    expect(commonSecurityHeaders['permissions-policy']).toContain('microphone=()');
  });

  it('lets documents play media from Blob URLs the page made, and from nowhere else but the site', async () => {
    const handler = await load(documentNonceCode([FILES]));
    const csp = handler(documentResponse()).headers['content-security-policy'].value as string;
    expect(csp.split('; ')).toContain("media-src 'self' blob:");
    expect(csp.split('; ')).toContain("default-src 'self'");
  });

  it('fits CloudFront Functions’ 10 KB code limit', () => {
    expect(Buffer.byteLength(documentNonceCode([FILES]))).toBeLessThan(10 * 1024);
  });
});

describe('SPA rewrite function (viewer request)', () => {
  const request = (uri: string): ViewerEvent => ({
    context: { requestId: 'r', eventType: 'viewer-request' },
    request: { method: 'GET', uri, headers: {} },
  });

  it.each(['/', '/dashboard', '/reports/K7QM-3XPA-9B', '/external/', '/form', '/form/acme/more', '/loginx'])(
    'serves index.html for the screen %s',
    async (uri) => {
      const handler = await load(spaRewriteCode());
      expect(handler(request(uri)).uri).toBe('/index.html');
    },
  );

  it.each([
    ['/form/acme', '/form.html'],
    ['/form/demo_firma-2/', '/form.html'],
    ['/login', '/login.html'],
    ['/LOGIN', '/login.html'],
    ['/inboxlogin', '/inboxlogin.html'],
    ['/inboxphonelogin', '/inboxphonelogin.html'],
    ['/inbox', '/inbox.html'],
  ])('serves the screen %s its route document %s, which preloads its code', async (uri, document) => {
    const handler = await load(spaRewriteCode());
    expect(handler(request(uri)).uri).toBe(document);
  });

  it.each([
    ['/pomoc', '/pomoc/index.html'],
    ['/pomoc/', '/pomoc/index.html'],
    ['/pomoc/terminy', '/pomoc/terminy.html'],
    ['/pomoc/dla-zglaszajacego', '/pomoc/dla-zglaszajacego.html'],
    ['/pomoc/nie-ma-takiej', '/index.html'],
  ])('serves the help page %s its own document %s (an unknown one the app’s)', async (uri, document) => {
    const handler = await load(spaRewriteCode());
    expect(handler(request(uri)).uri).toBe(document);
  });

  it('fits CloudFront Functions’ 10 KB code limit', () => {
    expect(Buffer.byteLength(spaRewriteCode())).toBeLessThan(10 * 1024);
  });

  it.each(['/assets/index-abc123.js', '/favicon.ico', '/index.html', '/assets/x.css', '/pomoc/pomoc.css'])(
    'passes the file %s through',
    async (uri) => {
      const handler = await load(spaRewriteCode());
      expect(handler(request(uri)).uri).toBe(uri);
    },
  );
});

describe('the receipt keys rewrite (viewer request)', () => {
  it('sends the well-known address to the API route that publishes the keys', async () => {
    const handler = await load(receiptKeysRewriteCode());
    const answer = handler({
      context: { requestId: 'r', eventType: 'viewer-request' },
      request: { method: 'GET', uri: '/.well-known/ostoja-receipt-keys.json', headers: {} },
    });
    expect(answer.uri).toBe(getReceiptKeys.path);
    expect(answer.uri).toBe('/api/public/receipt-keys');
  });
});
