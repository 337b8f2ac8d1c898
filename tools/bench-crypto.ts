/**
 * Crypto figures for `npm run bench` (docs/figures.md, "Budgets": chunked file encryption ≥ 50% of raw AES-GCM
 * throughput on the same machine, memory flat), measured in one run:
 *
 * - Node: 30 MB through encryptFileStream / decryptFileStream (64 KiB pieces in, a discarding
 *   sink out) against one single-shot AES-GCM call on the same 30 MB, as a throughput ratio;
 * - Node: peak extra memory (arrayBuffers and rss over a baseline after GC) while a generated
 *   30 MB stream is encrypted;
 * - Argon2id at the defaults (64 MiB, t=3, p=1) in Node and in headless Chromium;
 * - Chromium: the same throughput ratios through the browser's WebCrypto.
 *
 * Standalone: `npx tsx tools/bench-crypto.ts` prints the figures.
 */
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import {
  decryptFileStream,
  derivePasswordKeys,
  encryptedFileSize,
  encryptFile,
  encryptFileStream,
  importContentKey,
  loadArgon2,
} from '@shared/crypto/index';
import { openCryptoPage } from '../tests/e2e/crypto-browser-harness';

export interface BenchFigure {
  name: string;
  value: string;
}

const FILE_BYTES = 30 * 1024 * 1024;
const PIECE = 64 * 1024;
const ROUNDS = 9;
const context = { tenant: 'bench', report: 'bench', purpose: 'file/bench' };

function gcFunction(): () => void {
  setFlagsFromString('--expose_gc');
  return runInNewContext('gc') as () => void;
}

/** A stream of views into `data`, PIECE bytes each (no copies: the source costs nothing). */
function viewsOf(data: Uint8Array): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= data.length) return controller.close();
      controller.enqueue(data.subarray(offset, offset + PIECE));
      offset += PIECE;
    },
  });
}

function discard(onWrite?: (chunk: Uint8Array) => void): WritableStream<Uint8Array> {
  return new WritableStream<Uint8Array>({ write: (chunk) => onWrite?.(chunk) });
}

const mbps = (bytes: number, ms: number) => `${Math.round(bytes / 1024 / 1024 / (ms / 1000))} MB/s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

interface Timing {
  best: number;
  median: number;
}

/** Times of two competitors measured in alternating rounds, so that drift and noise hit both alike. */
async function race(a: () => Promise<unknown>, b: () => Promise<unknown>): Promise<[Timing, Timing]> {
  await a();
  await b();
  const timesA: number[] = [];
  const timesB: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    let started = performance.now();
    await a();
    timesA.push(performance.now() - started);
    started = performance.now();
    await b();
    timesB.push(performance.now() - started);
  }
  return [summarise(timesA), summarise(timesB)];
}

function summarise(times: number[]): Timing {
  const sorted = [...times].sort((x, y) => x - y);
  return { best: sorted[0] as number, median: sorted[Math.floor(sorted.length / 2)] as number };
}

/** "0.81 (best-of 0.74; chunked 812 MB/s, raw 1003 MB/s, medians)" */
function ratio(raw: Timing, chunked: Timing, goal: string): string {
  return (
    `${(raw.median / chunked.median).toFixed(2)} (best-of ${(raw.best / chunked.best).toFixed(2)}; ` +
    `chunked ${mbps(FILE_BYTES, chunked.median)}, raw ${mbps(FILE_BYTES, raw.median)}, medians of ${ROUNDS}${goal})`
  );
}

async function nodeThroughput(): Promise<BenchFigure[]> {
  const key = await importContentKey(crypto.getRandomValues(new Uint8Array(32)));
  const plain = new Uint8Array(FILE_BYTES);
  for (let i = 0; i < plain.length; i += 65536) crypto.getRandomValues(plain.subarray(i, i + 65536));
  const iv = new Uint8Array(12);
  const rawCipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain));
  const fileCipher = await encryptFile(key, plain, { context });
  if (fileCipher.length !== encryptedFileSize(FILE_BYTES)) throw new Error('unexpected ciphertext length');

  let written = 0;
  const [rawEncrypt, chunkedEncrypt] = await race(
    () => crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain),
    () => {
      written = 0;
      return viewsOf(plain)
        .pipeThrough(encryptFileStream(key, { context }))
        .pipeTo(discard((chunk) => (written += chunk.length)));
    },
  );
  if (written !== fileCipher.length) throw new Error('chunked encryption wrote an unexpected length');
  const [rawEncryptBig, chunkedEncryptBig] = await race(
    () => crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain),
    () =>
      viewsOf(plain)
        .pipeThrough(encryptFileStream(key, { context, chunkSize: 1024 * 1024 }))
        .pipeTo(discard()),
  );
  // The ceiling for any 64 KiB-chunk scheme on Node's WebCrypto: the same calls with no streams.
  const [rawEncryptBare, bareCalls] = await race(
    () => crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain),
    async () => {
      const inFlight: Promise<ArrayBuffer>[] = [];
      for (let offset = 0; offset < FILE_BYTES; offset += PIECE) {
        inFlight.push(
          crypto.subtle.encrypt(
            { name: 'AES-GCM', iv, additionalData: iv },
            key,
            plain.subarray(offset, offset + PIECE),
          ),
        );
        if (inFlight.length >= 8) await inFlight.shift();
      }
      await Promise.all(inFlight);
    },
  );
  const [rawDecrypt, chunkedDecrypt] = await race(
    () => crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, rawCipher),
    () => viewsOf(fileCipher).pipeThrough(decryptFileStream(key, { context })).pipeTo(discard()),
  );
  return [
    {
      name: 'crypto: file encryption 30 MB, chunked/raw AES-GCM throughput (Node)',
      value: ratio(rawEncrypt, chunkedEncrypt, '; goal ≥ 0.5'),
    },
    {
      name: 'crypto: file decryption 30 MB, chunked/raw AES-GCM throughput (Node)',
      value: ratio(rawDecrypt, chunkedDecrypt, '; goal ≥ 0.5'),
    },
    {
      name: 'crypto: reference, 480 bare 64 KiB AES-GCM calls (8 in flight, no streams, no format)/raw (Node)',
      value: ratio(rawEncryptBare, bareCalls, '; the ceiling of Node WebCrypto per-call cost'),
    },
    {
      name: 'crypto: file encryption 30 MB with 1 MiB chunks, chunked/raw (Node; a server-side option, not the v1 default)',
      value: ratio(rawEncryptBig, chunkedEncryptBig, ''),
    },
  ];
}

/** Encrypts a generated 30 MB stream (fresh 64 KiB pieces, as File.stream() hands out) into a discarding sink. */
async function encryptGenerated(
  key: CryptoKey,
  template: Uint8Array,
  onStep: (produced: number) => void,
): Promise<void> {
  let produced = 0;
  const generated = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (produced >= FILE_BYTES) return controller.close();
      const piece = template.slice();
      piece[0] = produced & 255;
      produced += piece.length;
      controller.enqueue(piece);
      onStep(produced);
    },
  });
  await generated.pipeThrough(encryptFileStream(key, { context })).pipeTo(discard(() => onStep(produced)));
}

async function nodeMemory(): Promise<BenchFigure> {
  const gc = gcFunction();
  const key = await importContentKey(crypto.getRandomValues(new Uint8Array(32)));
  const template = crypto.getRandomValues(new Uint8Array(PIECE));
  await encryptGenerated(key, template, () => undefined); // warm-up
  const measure = async (forceGc: boolean) => {
    gc();
    gc();
    const base = process.memoryUsage();
    let peakArrayBuffers = 0;
    let peakRss = 0;
    let lastGc = 0;
    await encryptGenerated(key, template, (produced) => {
      if (forceGc && produced - lastGc >= 2 * 1024 * 1024) {
        lastGc = produced;
        gc();
      }
      const now = process.memoryUsage();
      peakArrayBuffers = Math.max(peakArrayBuffers, now.arrayBuffers - base.arrayBuffers);
      peakRss = Math.max(peakRss, now.rss - base.rss);
    });
    return { peakArrayBuffers, peakRss };
  };
  const live = await measure(true);
  const churn = await measure(false);
  return {
    name: 'crypto: peak extra memory while encrypting a generated 30 MB stream (Node)',
    value:
      `live (GC every 2 MB) arrayBuffers +${mb(live.peakArrayBuffers)}, rss +${mb(live.peakRss)}; ` +
      `without forced GC arrayBuffers +${mb(churn.peakArrayBuffers)}, rss +${mb(churn.peakRss)} (garbage not yet collected); the file is ${mb(FILE_BYTES)}`,
  };
}

async function nodeArgon2(): Promise<BenchFigure> {
  await loadArgon2();
  await derivePasswordKeys('rozgrzewka', { m: 1024, t: 1, p: 1 });
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    await derivePasswordKeys('hasło do pomiaru');
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    name: 'crypto: Argon2id 64 MiB, t=3, p=1 + HKDF split (Node, median of 3)',
    value: `${Math.round(times[1] as number)} ms`,
  };
}

async function browserFigures(): Promise<BenchFigure[]> {
  const session = await openCryptoPage();
  try {
    const salt = 'AAAAAAAAAAAAAAAAAAAAAA';
    await session.page.evaluate((s) => window.argon2Default('rozgrzewka', s), salt);
    const times: number[] = [];
    for (let i = 0; i < 3; i++)
      times.push((await session.page.evaluate((s) => window.argon2Default('hasło do pomiaru', s), salt)).ms);
    times.sort((a, b) => a - b);
    const files = await session.page.evaluate(([bytes, rounds]) => window.benchFileCrypto(bytes, rounds), [
      FILE_BYTES,
      ROUNDS,
    ] as const);
    const version = session.page.context().browser()?.version() ?? '?';
    return [
      {
        name: `crypto: Argon2id 64 MiB, t=3, p=1 + HKDF split (Chromium ${version}, median of 3)`,
        value: `${Math.round(times[1] as number)} ms`,
      },
      {
        name: 'crypto: file encryption 30 MB, chunked/raw AES-GCM throughput (Chromium)',
        value: ratio(summarise(files.rawEncryptMs), summarise(files.chunkedEncryptMs), '; goal ≥ 0.5'),
      },
      {
        name: 'crypto: file decryption 30 MB, chunked/raw AES-GCM throughput (Chromium)',
        value: ratio(summarise(files.rawDecryptMs), summarise(files.chunkedDecryptMs), '; goal ≥ 0.5'),
      },
    ];
  } finally {
    await session.close();
  }
}

export async function benchCrypto(): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  figures.push(await nodeMemory()); // first, before the throughput runs leave 100+ MB for the GC
  figures.push(...(await nodeThroughput()));
  figures.push(await nodeArgon2());
  figures.push(...(await browserFigures()));
  return figures;
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  for (const { name, value } of await benchCrypto()) console.log(`${name}: ${value}`);
}
