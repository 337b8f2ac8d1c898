import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteDocuments } from '@shared/domain/documents.js';
import { createGateway } from './gateway.js';

/** A raw GET: headers and bytes exactly as sent (fetch would decompress). */
function get(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (done, fail) => {
      request({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', fail)
        .end();
    },
  );
}

describe('the local server sends the site as CloudFront does', () => {
  const script = 'export const text = "zażółć gęślą jaźń";\n'.repeat(200);
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    const root = await mkdtemp(join(tmpdir(), 'site-'));
    await mkdir(join(root, 'dist/assets'), { recursive: true });
    await writeFile(
      join(root, 'dist/index.html'),
      `<!doctype html><html lang="pl"><body>${'<p>Ostoja</p>'.repeat(100)}</body></html>`,
    );
    await mkdir(join(root, 'dist/pomoc'), { recursive: true });
    for (const { file } of siteDocuments)
      await writeFile(join(root, 'dist', file), `<!doctype html><html lang="pl"><head><!-- ${file} --></head></html>`);
    await writeFile(join(root, 'dist/assets/app-Ab12Cd34.js'), script);
    await writeFile(
      join(root, 'dist/favicon.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(300)}</svg>`,
    );
    server = createGateway({ root, webDist: 'dist' });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('a hashed asset: brotli (or gzip), immutable for a year, with a weak ETag', async () => {
    const br = await get(port, '/assets/app-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers.etag).toMatch(/^W\/"[0-9a-f]{32}"$/);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(
      (await get(port, '/assets/app-Ab12Cd34.js', { 'accept-encoding': 'gzip' })).headers['content-encoding'],
    ).toBe('gzip');
  });

  it('a file outside assets/ and the page of any route are revalidated on every visit; a matching revalidation gets 304 without a body', async () => {
    const icon = await get(port, '/favicon.svg', { 'accept-encoding': 'br' });
    expect(icon.headers['cache-control']).toBe('no-cache');
    const page = await get(port, '/reports/K7QM', { 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    const again = await get(port, '/dashboard', {
      'accept-encoding': 'br',
      'if-none-match': String(page.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['set-cookie']).toBeDefined();
  });

  it('a route with a document of its own gets that document, with the document headers and a nonce; any other screen index.html', async () => {
    const pages = {
      '/form/demo-firma': 'form.html',
      '/login': 'login.html',
      '/pomoc': 'pomoc/index.html',
      '/pomoc/': 'pomoc/index.html',
      '/pomoc/terminy': 'pomoc/terminy.html',
      '/pomoc/nie-ma-takiej': null,
      '/dashboard': null,
      '/form/demo-firma/x': null,
    } as const;
    for (const [path, file] of Object.entries(pages)) {
      const page = await get(port, path);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['content-security-policy']).toMatch(/style-src-elem 'self' 'nonce-/);
      expect(page.headers['set-cookie']).toBeDefined();
      if (file) expect(page.body.toString()).toContain(`<!-- ${file} -->`);
      else expect(page.body.toString()).toContain('<p>Ostoja</p>');
    }
  });

  it('API answers go uncompressed and uncached, as CloudFront’s CachingDisabled behaviour passes them', async () => {
    const api = await get(port, '/api/openapi.json', { 'accept-encoding': 'gzip, br' });
    expect(api.status).toBe(200);
    expect(api.headers['content-encoding']).toBeUndefined();
    expect(api.headers['cache-control']).toBe('no-store');
  });
});
