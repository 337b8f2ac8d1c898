import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/*
 * The site's files as CloudFront serves them from S3 (infra/stacks/web-stack.ts: the default
 * behaviour, CachingOptimized with compression). The API behaviour uses CachingDisabled, which
 * does not cache compressed objects, so CloudFront sends API answers as the Lambda wrote them:
 * the local gateway compresses only these files, never an API answer.
 */

/** What CloudFront compresses: these types, from 1,000 bytes to 10,000,000 bytes. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|wasm|xml)|image\/svg\+xml)/;
const MIN_BYTES = 1_000;
const MAX_BYTES = 10_000_000;

const compressors: Record<Encoding, (data: Buffer) => Promise<Buffer>> = {
  br: (data) =>
    promisify(brotliCompress)(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
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

export interface StaticFile {
  body: Buffer;
  encoding?: Encoding;
  /** S3's strong ETag (the MD5 of the object); CloudFront makes it weak when it compresses. */
  etag: string;
  lastModified: string;
}

const etags = new Map<string, Promise<string>>();

/**
 * A static file's bytes as the local server sends them, compressed as CloudFront would, with the
 * validators S3 gives it (ETag, Last-Modified) so that a revalidation can answer 304.
 */
export async function staticFile(
  file: string,
  contentType: string,
  acceptEncoding: string | undefined,
): Promise<StaticFile> {
  const { mtime, mtimeMs } = await stat(file);
  const key = `${file}|${mtimeMs}`;
  let etag = etags.get(key);
  if (!etag) {
    etag = readFile(file).then((data) => `"${createHash('md5').update(data).digest('hex')}"`);
    etags.set(key, etag);
  }
  const { body, encoding } = await staticBody(file, contentType, acceptEncoding);
  return {
    body,
    ...(encoding ? { encoding } : {}),
    etag: encoding ? `W/${await etag}` : await etag,
    lastModified: mtime.toUTCString(),
  };
}

/** Whether a conditional GET may be answered 304 (If-None-Match first, as RFC 9110 says; weak comparison). */
export function notModified(
  file: Pick<StaticFile, 'etag' | 'lastModified'>,
  ifNoneMatch: string | undefined,
  ifModifiedSince: string | undefined,
): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(file.etag));
  }
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return Number.isFinite(since) && Date.parse(file.lastModified) <= since;
}

/**
 * A static file's bytes as the local server sends them, compressed as CloudFront would so that
 * local measurements match production. Compressed bytes are kept per file version.
 */
export async function staticBody(
  file: string,
  contentType: string,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer; encoding?: Encoding }> {
  const { size, mtimeMs } = await stat(file);
  const encoding = chooseEncoding(acceptEncoding);
  if (!encoding || !COMPRESSIBLE.test(contentType) || size < MIN_BYTES || size > MAX_BYTES)
    return { body: await readFile(file) };
  const key = `${file}|${mtimeMs}|${encoding}`;
  let body = cache.get(key);
  if (!body) {
    body = readFile(file).then(compressors[encoding]);
    cache.set(key, body);
  }
  return { body: await body, encoding };
}
