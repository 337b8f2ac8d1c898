import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, notModified, staticBody, staticFile } from './compression.js';

describe('static compression as CloudFront does it', () => {
  let dir = '';
  const script = Buffer.from('export const text = "zażółć gęślą jaźń";\n'.repeat(200));
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'compression-'));
    await writeFile(join(dir, 'app.js'), script);
    await writeFile(join(dir, 'tiny.js'), 'export {};\n');
    await writeFile(join(dir, 'logo.png'), script);
  });

  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });

  it('sends a script brotli- or gzip-compressed, and the bytes come back unchanged', async () => {
    const br = await staticBody(join(dir, 'app.js'), 'text/javascript; charset=utf-8', 'gzip, br');
    expect(br.encoding).toBe('br');
    expect(br.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.body).equals(script)).toBe(true);
    const gz = await staticBody(join(dir, 'app.js'), 'text/javascript; charset=utf-8', 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).equals(script)).toBe(true);
  });

  it('leaves small files, images and clients that take no encoding uncompressed', async () => {
    expect((await staticBody(join(dir, 'tiny.js'), 'text/javascript', 'br')).encoding).toBeUndefined();
    expect((await staticBody(join(dir, 'logo.png'), 'image/png', 'br')).encoding).toBeUndefined();
    const plain = await staticBody(join(dir, 'app.js'), 'text/javascript', undefined);
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.equals(script)).toBe(true);
  });
});

describe('validators and revalidation as S3 behind CloudFront answers them', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'validators-'));
    await writeFile(join(dir, 'app.js'), 'export const a = 1;\n'.repeat(100));
  });

  it('gives a file an MD5 ETag, weak once compressed, and its modification time', async () => {
    const plain = await staticFile(join(dir, 'app.js'), 'text/javascript', undefined);
    expect(plain.etag).toMatch(/^"[0-9a-f]{32}"$/);
    const br = await staticFile(join(dir, 'app.js'), 'text/javascript', 'br');
    expect(br.etag).toBe(`W/${plain.etag}`);
    expect(Number.isNaN(Date.parse(plain.lastModified))).toBe(false);
  });

  it('answers 304 to a matching If-None-Match (weak comparison) or a later If-Modified-Since, and 200 otherwise', () => {
    const file = { etag: 'W/"abc"', lastModified: 'Tue, 24 Nov 2026 10:00:00 GMT' };
    expect(notModified(file, '"abc"', undefined)).toBe(true);
    expect(notModified(file, '"x", W/"abc"', undefined)).toBe(true);
    expect(notModified(file, '"other"', 'Wed, 25 Nov 2026 10:00:00 GMT')).toBe(false);
    expect(notModified(file, undefined, 'Wed, 25 Nov 2026 10:00:00 GMT')).toBe(true);
    expect(notModified(file, undefined, 'Mon, 23 Nov 2026 10:00:00 GMT')).toBe(false);
    expect(notModified(file, undefined, undefined)).toBe(false);
  });
});
