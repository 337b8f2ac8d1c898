import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** What CloudFront compresses: these types, from 1,000 bytes to 10,000,000 bytes. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|wasm|xml)|image\/svg\+xml)/;
const MIN_BYTES = 1_000;
const MAX_BYTES = 10_000_000;

const compressors: Record<Encoding, (data: Buffer) => Promise<Buffer>> = {
  br: (data) => promisify(brotliCompress)(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
  gzip: (data) => promisify(gzip)(data, { level: 9 }),
};

/** Brotli when the client takes it, else gzip, else none (as CloudFront chooses). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

const cache = new Map<string, Promise<Buffer>>();

/**
 * A static file's bytes as the local server sends them, compressed as CloudFront would so that
 * local measurements match production. Compressed bytes are kept per file version.
 */
export async function staticBody(file: string, contentType: string, acceptEncoding: string | undefined): Promise<{ body: Buffer; encoding?: Encoding }> {
  const { size, mtimeMs } = await stat(file);
  const encoding = chooseEncoding(acceptEncoding);
  if (!encoding || !COMPRESSIBLE.test(contentType) || size < MIN_BYTES || size > MAX_BYTES) return { body: await readFile(file) };
  const key = `${file}|${mtimeMs}|${encoding}`;
  let body = cache.get(key);
  if (!body) {
    body = readFile(file).then(compressors[encoding]);
    cache.set(key, body);
  }
  return { body: await body, encoding };
}
