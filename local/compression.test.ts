import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, staticBody } from './compression.js';

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
