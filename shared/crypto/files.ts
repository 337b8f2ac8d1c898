/**
 * Attachments: streaming, chunked AES-256-GCM under the report key K, as Web Streams
 * TransformStreams, so a 30 MB file is never held twice (nor once) in memory.
 *
 * Byte format, version 1 (all integers big-endian):
 *
 *   header (16 bytes)
 *     0..3    magic "OSTJ" (4F 53 54 4A)
 *     4       version = 0x01
 *     5..11   file nonce prefix: 7 random bytes, fresh per file
 *     12..15  chunk size C in plaintext bytes (uint32; 65536 by default, 64..4 MiB accepted)
 *   chunks, i = 0, 1, …, n−1 (n ≥ 1)
 *     AES-GCM(K, iv_i, aad, plaintext_i) = ciphertext_i ‖ tag_i (16 bytes)
 *     plaintext_i is exactly C bytes for i < n−1; the final one is 0..C bytes (0 only for an empty file)
 *     iv_i  = prefix (7) ‖ uint32(i) (4) ‖ last (1: 0x01 for the final chunk, else 0x00)
 *     aad   = header (16 bytes) ‖ UTF-8("ostoja/v1/{tenant}/{report}/file/{fileId}")
 *
 * Hence: ciphertext length = 16 + plaintext length + 16 · max(1, ⌈plaintext length / C⌉).
 *
 * What each part rules out: the chunk index in the iv — reordering, dropping or duplicating
 * chunks; the last flag — truncation at a chunk boundary (the new final chunk was sealed as
 * "not last") and data appended after the real final chunk; the per-file prefix (and the header
 * in the AAD) — chunks taken from another file under the same K; the content AAD — the whole
 * file moved to another report or file id; the header in the AAD — a changed chunk size or version.
 * This is the STREAM construction (Hoang, Reyhanitabar, Rogaway, Vizár 2015) on AES-GCM.
 */
import { bufferSource, type Bytes, concatBytes, utf8 } from './bytes';
import { type ContentContext, contentAad } from './content';
import { CryptoError } from './errors';
import { randomBytes, subtle } from './random';

export const FILE_MAGIC = 'OSTJ';
export const FILE_VERSION = 1;
export const FILE_HEADER_BYTES = 16;
export const FILE_NONCE_PREFIX_BYTES = 7;
export const FILE_CHUNK_BYTES = 64 * 1024;
export const FILE_TAG_BYTES = 16;
export const FILE_CHUNK_LIMITS = { min: 64, max: 4 * 1024 * 1024 } as const;
/** Chunks sealed or opened at once: keeps WebCrypto's worker threads busy. */
export const FILE_DEFAULT_CONCURRENCY = 8;

const MAGIC_BYTES = utf8(FILE_MAGIC);
const MAX_CHUNKS = 2 ** 32;

/** The first bytes of every encrypted file of this version: the magic, then the version. */
export const ENCRYPTED_FILE_MAGIC: Bytes = Uint8Array.of(...MAGIC_BYTES, FILE_VERSION);

/** True when `head` starts like an encrypted file (all the server can check of ciphertext it cannot read). */
export const startsLikeEncryptedFile = (head: Uint8Array): boolean =>
  ENCRYPTED_FILE_MAGIC.every((byte, i) => head[i] === byte);

export interface FileCryptoOptions {
  /** {tenant, report, purpose: CONTENT_PURPOSE.file(fileId)}: the reader must pass the same. */
  context: ContentContext;
  /** Chunks in flight at once (default 8). Live memory ≈ (3 · concurrency + 3) chunks of 64 KiB at most. */
  concurrency?: number;
}

export interface EncryptFileOptions extends FileCryptoOptions {
  /** Plaintext chunk size; 64 KiB by default (docs/security.md §5). Smaller only in tests. */
  chunkSize?: number;
  /** @internal Test vectors only: a fixed nonce prefix. Never reuse one with the same key. */
  fixed?: { noncePrefix?: Uint8Array };
}

function checkChunkSize(chunkSize: number): void {
  if (!Number.isInteger(chunkSize) || chunkSize < FILE_CHUNK_LIMITS.min || chunkSize > FILE_CHUNK_LIMITS.max) {
    throw new CryptoError('INVALID_ARGUMENT', `chunk size ${chunkSize} out of range`);
  }
}

/** Exact ciphertext length for a plaintext length (for a presigned PUT with a fixed Content-Length). */
export function encryptedFileSize(plaintextBytes: number, chunkSize = FILE_CHUNK_BYTES): number {
  checkChunkSize(chunkSize);
  if (!Number.isSafeInteger(plaintextBytes) || plaintextBytes < 0)
    throw new CryptoError('INVALID_ARGUMENT', 'invalid plaintext length');
  const chunks = Math.max(1, Math.ceil(plaintextBytes / chunkSize));
  return FILE_HEADER_BYTES + plaintextBytes + chunks * FILE_TAG_BYTES;
}

/** Plaintext length of a well-formed ciphertext length; MALFORMED when no plaintext has that length. */
export function decryptedFileSize(ciphertextBytes: number, chunkSize = FILE_CHUNK_BYTES): number {
  checkChunkSize(chunkSize);
  const body = ciphertextBytes - FILE_HEADER_BYTES;
  if (!Number.isSafeInteger(ciphertextBytes) || body < FILE_TAG_BYTES)
    throw new CryptoError('MALFORMED', 'too short for an encrypted file');
  const sealed = chunkSize + FILE_TAG_BYTES;
  const full = Math.floor(body / sealed);
  const rest = body % sealed;
  if (rest === 0) return body - full * FILE_TAG_BYTES;
  if (rest < FILE_TAG_BYTES) throw new CryptoError('MALFORMED', 'impossible encrypted file length');
  return body - (full + 1) * FILE_TAG_BYTES;
}

function makeHeader(prefix: Uint8Array, chunkSize: number): Bytes {
  const header = new Uint8Array(FILE_HEADER_BYTES);
  header.set(ENCRYPTED_FILE_MAGIC, 0);
  header.set(prefix, ENCRYPTED_FILE_MAGIC.length);
  new DataView(header.buffer).setUint32(12, chunkSize);
  return header;
}

interface ParsedHeader {
  prefix: Bytes;
  chunkSize: number;
}

function parseHeader(header: Uint8Array): ParsedHeader {
  for (let i = 0; i < 4; i++) {
    if (header[i] !== MAGIC_BYTES[i]) throw new CryptoError('MALFORMED', 'not an Ostoja encrypted file (bad magic)');
  }
  if (header[4] !== FILE_VERSION) throw new CryptoError('UNSUPPORTED_VERSION', `encrypted file version ${header[4]}`);
  const chunkSize = new DataView(header.buffer, header.byteOffset, header.byteLength).getUint32(12);
  if (chunkSize < FILE_CHUNK_LIMITS.min || chunkSize > FILE_CHUNK_LIMITS.max)
    throw new CryptoError('MALFORMED', `chunk size ${chunkSize} out of range`);
  return { prefix: header.slice(5, 12), chunkSize };
}

function chunkIv(prefix: Uint8Array, index: number, last: boolean): Bytes {
  if (index >= MAX_CHUNKS) throw new CryptoError('INVALID_ARGUMENT', 'file too large');
  const iv = new Uint8Array(12);
  iv.set(prefix, 0);
  iv[7] = (index >>> 24) & 255;
  iv[8] = (index >>> 16) & 255;
  iv[9] = (index >>> 8) & 255;
  iv[10] = index & 255;
  iv[11] = last ? 1 : 0;
  return iv;
}

function checkConcurrency(concurrency: number): number {
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64)
    throw new CryptoError('INVALID_ARGUMENT', 'concurrency out of range');
  return concurrency;
}

/**
 * Keeps up to `limit` chunk operations in flight and emits their results in order. WebCrypto
 * runs each call off the main thread (Node's thread pool, Chromium's crypto thread), so a few in
 * flight hide the per-call overhead of 64 KiB calls. Results are enqueued from a promise chain
 * as they complete; the transform waits only when `limit` operations are outstanding.
 */
class OrderedPipeline {
  private chain: Promise<void> = Promise.resolve();
  private inFlight = 0;
  private failed = false;
  private failure: unknown;
  private wake: (() => void) | undefined;

  constructor(
    private readonly limit: number,
    private readonly controller: TransformStreamDefaultController<Uint8Array>,
  ) {}

  /** Queues `operation`; resolves when another may start, rejects once any has failed. */
  add(operation: Promise<ArrayBuffer>): Promise<void> | undefined {
    if (this.failed) return Promise.reject(this.failure);
    operation.catch(() => undefined); // observed in order below; avoids an unhandled rejection meanwhile
    this.inFlight++;
    const link = this.chain
      .then(() => operation)
      .then((result) => {
        this.controller.enqueue(new Uint8Array(result));
        this.inFlight--;
        // Wake the writer only when half the slots are free: it then starts several chunks in a
        // row instead of one per completion (fewer event-loop turns per chunk).
        if (this.inFlight <= this.limit >> 1) this.release();
      });
    link.catch((error: unknown) => {
      if (!this.failed) {
        this.failed = true;
        this.failure = error;
      }
      this.release();
    });
    this.chain = link;
    if (this.inFlight < this.limit) return undefined;
    return new Promise<void>((resolve, reject) => {
      this.wake = () => (this.failed ? reject(this.failure) : resolve());
    });
  }

  /** Resolves when every queued result has been emitted; rejects with the first failure. */
  drain(): Promise<void> {
    return this.chain;
  }

  private release(): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }
}

/** Writable and readable queue sizes of the file TransformStreams, in chunks. */
function strategies(concurrency: number): [QueuingStrategy<Uint8Array>, QueuingStrategy<Uint8Array>] {
  return [{ highWaterMark: concurrency }, { highWaterMark: concurrency }];
}

/**
 * Encrypts a byte stream: `file.stream().pipeThrough(encryptFileStream(K, { context }))`.
 * Input pieces may have any size; the output is the header, then one piece per chunk.
 */
export function encryptFileStream(
  key: CryptoKey,
  options: EncryptFileOptions,
): TransformStream<Uint8Array, Uint8Array> {
  const chunkSize = options.chunkSize ?? FILE_CHUNK_BYTES;
  checkChunkSize(chunkSize);
  const concurrency = checkConcurrency(options.concurrency ?? FILE_DEFAULT_CONCURRENCY);
  const prefix = options.fixed?.noncePrefix
    ? bufferSource(options.fixed.noncePrefix)
    : randomBytes(FILE_NONCE_PREFIX_BYTES);
  if (prefix.length !== FILE_NONCE_PREFIX_BYTES)
    throw new CryptoError('INVALID_ARGUMENT', 'nonce prefix must be 7 bytes');
  const header = makeHeader(prefix, chunkSize);
  const aad = concatBytes(header, utf8(contentAad(options.context)));
  const s = subtle();

  let pipeline: OrderedPipeline;
  let index = 0;
  /** A full chunk not yet sealed: whether it is the last one is known only when more data (or the end) comes. */
  let held: Uint8Array | undefined;
  // Two assembly buffers used in turn: WebCrypto copies its input when called (WebCrypto spec:
  // "get a copy of the bytes held by data"), so a buffer is free again once its chunk is sealed.
  let buffer = new Uint8Array(chunkSize);
  let spare = new Uint8Array(chunkSize);
  let filled = 0;

  const seal = (plaintext: Uint8Array, last: boolean): Promise<void> | undefined => {
    const chunkIndex = index++;
    const iv = chunkIv(prefix, chunkIndex, last);
    const operation = s
      .encrypt({ name: 'AES-GCM', iv, additionalData: aad }, key, bufferSource(plaintext))
      .catch((error: unknown) => {
        throw new CryptoError(
          'INVALID_ARGUMENT',
          `could not encrypt chunk ${chunkIndex} (is the key an AES-GCM key with the encrypt usage?)`,
          {
            cause: error,
          },
        );
      });
    return pipeline.add(operation);
  };

  return new TransformStream<Uint8Array, Uint8Array>(
    {
      start(controller) {
        pipeline = new OrderedPipeline(concurrency, controller);
        controller.enqueue(header.slice());
      },
      async transform(piece) {
        if (!(piece instanceof Uint8Array))
          throw new CryptoError('INVALID_ARGUMENT', 'file stream pieces must be Uint8Array');
        let offset = 0;
        while (offset < piece.length) {
          if (held) {
            const wait = seal(held, false);
            held = undefined;
            if (wait) await wait;
          }
          if (filled === 0 && piece.length - offset >= chunkSize) {
            held = piece.subarray(offset, offset + chunkSize); // no copy: WebCrypto copies on call
            offset += chunkSize;
            continue;
          }
          const n = Math.min(chunkSize - filled, piece.length - offset);
          buffer.set(piece.subarray(offset, offset + n), filled);
          filled += n;
          offset += n;
          if (filled === chunkSize) {
            held = buffer;
            [buffer, spare] = [spare, buffer];
            filled = 0;
          }
        }
      },
      async flush() {
        await seal(held ?? buffer.subarray(0, filled), true);
        await pipeline.drain();
      },
    },
    ...strategies(concurrency),
  );
}

/**
 * Decrypts what encryptFileStream produced. Errors (the stream errors with a CryptoError):
 * TRUNCATED — the input ends before the header or before the final chunk; DECRYPT_FAILED — any
 * changed, reordered, foreign or appended chunk, wrong key or context; MALFORMED /
 * UNSUPPORTED_VERSION — not this format. Output already emitted before an error must be
 * discarded by the consumer (a failing pipeTo rejects; never keep a partial plaintext).
 */
export function decryptFileStream(key: CryptoKey, options: FileCryptoOptions): TransformStream<Uint8Array, Uint8Array> {
  const concurrency = checkConcurrency(options.concurrency ?? FILE_DEFAULT_CONCURRENCY);
  const contextBytes = utf8(contentAad(options.context));
  const s = subtle();

  let pipeline: OrderedPipeline;
  const header = new Uint8Array(FILE_HEADER_BYTES);
  let headerFilled = 0;
  let parsed: ParsedHeader | undefined;
  let aad: Bytes;
  let sealedSize = 0;
  let index = 0;
  let held: Uint8Array | undefined;
  let buffer: Uint8Array = new Uint8Array(0);
  let spare: Uint8Array = new Uint8Array(0);
  let filled = 0;

  const attempt = (ciphertext: Bytes, chunkIndex: number, last: boolean) =>
    s.decrypt(
      { name: 'AES-GCM', iv: chunkIv((parsed as ParsedHeader).prefix, chunkIndex, last), additionalData: aad },
      key,
      ciphertext,
    );

  const open = (sealed: Uint8Array, last: boolean): Promise<void> | undefined => {
    const chunkIndex = index++;
    const ciphertext = bufferSource(sealed);
    const operation = attempt(ciphertext, chunkIndex, last).catch(async (error: unknown) => {
      // A final chunk that opens as a non-final one means the file was cut after it: say so.
      // (Only for the final chunk: a non-final chunk's buffer may already be reused.)
      if (
        last &&
        (await attempt(ciphertext, chunkIndex, false).then(
          () => true,
          () => false,
        ))
      ) {
        throw new CryptoError('TRUNCATED', `chunk ${chunkIndex} is not the final chunk: the file was cut`, {
          cause: error,
        });
      }
      throw new CryptoError(
        'DECRYPT_FAILED',
        `chunk ${chunkIndex} failed authentication (changed, moved, from another file, or data after the final chunk)`,
        { cause: error },
      );
    });
    return pipeline.add(operation);
  };

  return new TransformStream<Uint8Array, Uint8Array>(
    {
      start(controller) {
        pipeline = new OrderedPipeline(concurrency, controller);
      },
      async transform(piece) {
        if (!(piece instanceof Uint8Array))
          throw new CryptoError('INVALID_ARGUMENT', 'file stream pieces must be Uint8Array');
        let offset = 0;
        if (!parsed) {
          const n = Math.min(FILE_HEADER_BYTES - headerFilled, piece.length);
          header.set(piece.subarray(0, n), headerFilled);
          headerFilled += n;
          offset = n;
          if (headerFilled < FILE_HEADER_BYTES) return;
          parsed = parseHeader(header);
          aad = concatBytes(header, contextBytes);
          sealedSize = parsed.chunkSize + FILE_TAG_BYTES;
          buffer = new Uint8Array(sealedSize);
          spare = new Uint8Array(sealedSize);
        }
        while (offset < piece.length) {
          if (held) {
            const wait = open(held, false);
            held = undefined;
            if (wait) await wait;
          }
          if (filled === 0 && piece.length - offset >= sealedSize) {
            held = piece.subarray(offset, offset + sealedSize);
            offset += sealedSize;
            continue;
          }
          const n = Math.min(sealedSize - filled, piece.length - offset);
          buffer.set(piece.subarray(offset, offset + n), filled);
          filled += n;
          offset += n;
          if (filled === sealedSize) {
            held = buffer;
            [buffer, spare] = [spare, buffer];
            filled = 0;
          }
        }
      },
      async flush() {
        if (!parsed) throw new CryptoError('TRUNCATED', `input ended inside the header (${headerFilled} bytes)`);
        const final = held ?? buffer.subarray(0, filled);
        if (final.length === 0) {
          await pipeline.drain();
          throw new CryptoError('TRUNCATED', 'no chunk after the header');
        }
        if (final.length < FILE_TAG_BYTES) {
          await pipeline.drain();
          throw new CryptoError('TRUNCATED', 'input ended inside a chunk');
        }
        await open(final, true);
        await pipeline.drain();
      },
    },
    ...strategies(concurrency),
  );
}

async function collect(stream: ReadableStream<Uint8Array>): Promise<Bytes> {
  const parts: Uint8Array[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
  }
  return concatBytes(...parts);
}

function streamOf(data: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(data);
      controller.close();
    },
  });
}

/** Whole-buffer convenience over encryptFileStream (small files, tests). */
export async function encryptFile(key: CryptoKey, plaintext: Uint8Array, options: EncryptFileOptions): Promise<Bytes> {
  return collect(streamOf(plaintext).pipeThrough(encryptFileStream(key, options)));
}

/** Whole-buffer convenience over decryptFileStream (small files, tests). */
export async function decryptFile(key: CryptoKey, ciphertext: Uint8Array, options: FileCryptoOptions): Promise<Bytes> {
  return collect(streamOf(ciphertext).pipeThrough(decryptFileStream(key, options)));
}
