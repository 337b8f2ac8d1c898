import { describe, expect, it } from 'vitest';
import { generateReportKey, importContentKey } from './content';
import {
  decryptedFileSize,
  decryptFile,
  decryptFileStream,
  encryptedFileSize,
  encryptFile,
  encryptFileStream,
  FILE_CHUNK_BYTES,
  FILE_HEADER_BYTES,
  startsLikeEncryptedFile,
} from './files';
import { cryptoErrorOf, firstDifference } from './test/testing';

const C = FILE_CHUNK_BYTES;
const SEALED = C + 16;
const context = { tenant: 'T1', report: 'R1', purpose: 'file/F1' };

function pattern(length: number): Uint8Array {
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i++) out[i] = (i * 31 + (i >> 8)) & 255;
  return out;
}

/** A stream of `data` cut into pieces of the given sizes (cycled). */
function piecesOf(data: Uint8Array, sizes: number[]): ReadableStream<Uint8Array> {
  let offset = 0;
  let n = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= data.length) return controller.close();
      const size = sizes[n++ % sizes.length] as number;
      controller.enqueue(data.slice(offset, offset + size));
      offset += size;
    },
  });
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function chunkAt(cipher: Uint8Array, index: number): Uint8Array {
  return cipher.slice(FILE_HEADER_BYTES + index * SEALED, FILE_HEADER_BYTES + (index + 1) * SEALED);
}

describe('file encryption: round trips', () => {
  it('round-trips files of every size around the chunk boundaries, with exact predicted lengths', async () => {
    const key = await generateReportKey();
    for (const size of [0, 1, 15, 16, 17, C - 1, C, C + 1, 2 * C, 3 * C + 17]) {
      const plain = pattern(size);
      const cipher = await encryptFile(key, plain, { context });
      expect(cipher.length, `size ${size}`).toBe(encryptedFileSize(size));
      expect(decryptedFileSize(cipher.length)).toBe(size);
      expect(firstDifference(await decryptFile(key, cipher, { context }), plain), `size ${size}`).toBe(-1);
    }
  });

  it('computes ciphertext lengths for a presigned PUT: header + data + 16 bytes per 64 KiB chunk', () => {
    expect(encryptedFileSize(0)).toBe(32);
    expect(encryptedFileSize(1)).toBe(33);
    expect(encryptedFileSize(C)).toBe(16 + C + 16);
    expect(encryptedFileSize(C + 1)).toBe(16 + C + 1 + 32);
    expect(encryptedFileSize(30 * 1024 * 1024)).toBe(16 + 30 * 1024 * 1024 + 480 * 16);
  });

  it('streams input in pieces of any size, and the output does not depend on how the input was cut', async () => {
    const key = await generateReportKey();
    const plain = pattern(3 * C + 1000);
    const prefix = new Uint8Array(7).fill(9);
    const whole = await encryptFile(key, plain, { context, fixed: { noncePrefix: prefix } });
    for (const sizes of [[1000], [C], [C + 1, 7], [3 * C + 1000], [100_000, 1, 2, 3]]) {
      const cipher = await readAll(
        piecesOf(plain, sizes).pipeThrough(encryptFileStream(key, { context, fixed: { noncePrefix: prefix } })),
      );
      expect(firstDifference(cipher, whole)).toBe(-1);
      const back = await readAll(piecesOf(cipher, sizes).pipeThrough(decryptFileStream(key, { context })));
      expect(firstDifference(back, plain)).toBe(-1);
    }
  });

  it('round-trips a 3 MB stream with one or many chunks in flight', async () => {
    const key = await generateReportKey();
    const plain = pattern(3 * 1024 * 1024 + 5);
    for (const concurrency of [1, 8]) {
      const cipher = await readAll(
        piecesOf(plain, [65536]).pipeThrough(encryptFileStream(key, { context, concurrency })),
      );
      const back = await readAll(
        piecesOf(cipher, [65536]).pipeThrough(decryptFileStream(key, { context, concurrency })),
      );
      expect(firstDifference(back, plain)).toBe(-1);
    }
  });

  it('writes the header "OSTJ", version 1, a random 7-byte nonce prefix and the chunk size', async () => {
    const key = await generateReportKey();
    const a = await encryptFile(key, pattern(10), { context });
    const b = await encryptFile(key, pattern(10), { context });
    expect(new TextDecoder().decode(a.subarray(0, 4))).toBe('OSTJ');
    expect(a[4]).toBe(1);
    expect(new DataView(a.buffer, a.byteOffset).getUint32(12)).toBe(65536);
    expect(a.subarray(5, 12)).not.toEqual(b.subarray(5, 12));
  });

  it('lets the server tell an encrypted upload from any other file by its first bytes', async () => {
    const encrypted = await encryptFile(await generateReportKey(), pattern(10), { context });
    expect(startsLikeEncryptedFile(encrypted.subarray(0, FILE_HEADER_BYTES))).toBe(true);
    expect(startsLikeEncryptedFile(new TextEncoder().encode('%PDF-1.7'))).toBe(false);
    expect(startsLikeEncryptedFile(Uint8Array.of(...encrypted.subarray(0, 4), 2))).toBe(false);
  });
});

describe('file encryption: tampering', () => {
  it('rejects a flip of any byte anywhere in the file (small chunks, every position)', async () => {
    const key = await generateReportKey();
    const cipher = await encryptFile(key, pattern(150), { context, chunkSize: 64 });
    const accepted: number[] = [];
    for (let i = 0; i < cipher.length; i++) {
      const copy = cipher.slice();
      copy[i] = (copy[i] as number) ^ 0x01;
      const error = await cryptoErrorOf(() => decryptFile(key, copy, { context })).catch(() => undefined);
      if (!error) accepted.push(i);
    }
    expect(accepted).toEqual([]);
  });

  it('says TRUNCATED when the final chunk is missing, and when the input stops inside the header', async () => {
    const key = await generateReportKey();
    const cipher = await encryptFile(key, pattern(3 * C + 10), { context });
    for (const cut of [FILE_HEADER_BYTES + SEALED, FILE_HEADER_BYTES + 3 * SEALED, FILE_HEADER_BYTES, 10, 0]) {
      expect(
        (await cryptoErrorOf(() => decryptFile(key, cipher.subarray(0, cut), { context }))).code,
        `cut at ${cut}`,
      ).toBe('TRUNCATED');
    }
    expect(
      (await cryptoErrorOf(() => decryptFile(key, cipher.subarray(0, cipher.length - 1), { context }))).code,
    ).toMatch(/TRUNCATED|DECRYPT_FAILED/);
  });

  it('rejects reordered, dropped and duplicated chunks', async () => {
    const key = await generateReportKey();
    const cipher = await encryptFile(key, pattern(3 * C + 10), { context });
    const header = cipher.subarray(0, FILE_HEADER_BYTES);
    const [c0, c1, c2] = [chunkAt(cipher, 0), chunkAt(cipher, 1), chunkAt(cipher, 2)];
    const last = cipher.subarray(FILE_HEADER_BYTES + 3 * SEALED);
    const join = (...parts: Uint8Array[]) => new Uint8Array(parts.flatMap((p) => [...p]));
    for (const forged of [
      join(header, c1, c0, c2, last),
      join(header, c0, c2, last),
      join(header, c0, c0, c1, c2, last),
    ]) {
      expect((await cryptoErrorOf(() => decryptFile(key, forged, { context }))).code).toBe('DECRYPT_FAILED');
    }
  });

  it('rejects a changed chunk in the middle of a long file while many chunks are in flight', async () => {
    const key = await generateReportKey();
    const cipher = await encryptFile(key, pattern(40 * C), { context });
    for (const concurrency of [1, 4, 16]) {
      for (const index of [0, 20, 39]) {
        const forged = cipher.slice();
        const at = FILE_HEADER_BYTES + index * SEALED + 100;
        forged[at] = (forged[at] as number) ^ 0x80;
        const error = await cryptoErrorOf(() =>
          readAll(piecesOf(forged, [C]).pipeThrough(decryptFileStream(key, { context, concurrency }))),
        );
        expect(error.code, `chunk ${index}, ${concurrency} in flight`).toBe('DECRYPT_FAILED');
      }
    }
  });

  it('rejects data appended after the final chunk', async () => {
    const key = await generateReportKey();
    for (const size of [C, 100]) {
      const cipher = await encryptFile(key, pattern(size), { context });
      for (const extra of [new Uint8Array(1), new Uint8Array(16), chunkAt(cipher, 0)]) {
        const forged = new Uint8Array(cipher.length + extra.length);
        forged.set(cipher);
        forged.set(extra, cipher.length);
        expect(
          (await cryptoErrorOf(() => decryptFile(key, forged, { context }))).code,
          `size ${size} + ${extra.length}`,
        ).toMatch(/DECRYPT_FAILED|TRUNCATED/);
      }
    }
  });

  it('rejects a chunk swapped in from another file under the same report key', async () => {
    const key = await generateReportKey();
    const a = await encryptFile(key, pattern(2 * C + 5), { context });
    const b = await encryptFile(key, pattern(2 * C + 5), { context });
    const forged = a.slice();
    forged.set(chunkAt(b, 1), FILE_HEADER_BYTES + SEALED);
    expect((await cryptoErrorOf(() => decryptFile(key, forged, { context }))).code).toBe('DECRYPT_FAILED');
    const withOtherHeader = b.slice();
    withOtherHeader.set(a.subarray(0, FILE_HEADER_BYTES), 0);
    expect((await cryptoErrorOf(() => decryptFile(key, withOtherHeader, { context }))).code).toBe('DECRYPT_FAILED');
  });

  it('rejects a whole file moved to another report or file id, or read with another key', async () => {
    const key = await generateReportKey();
    const cipher = await encryptFile(key, pattern(1000), { context });
    for (const moved of [
      { ...context, report: 'R2' },
      { ...context, purpose: 'file/F2' },
    ]) {
      expect((await cryptoErrorOf(() => decryptFile(key, cipher, { context: moved }))).code).toBe('DECRYPT_FAILED');
    }
    expect((await cryptoErrorOf(async () => decryptFile(await generateReportKey(), cipher, { context }))).code).toBe(
      'DECRYPT_FAILED',
    );
  });

  it('names a foreign format MALFORMED and an unknown file version UNSUPPORTED_VERSION', async () => {
    const key = await generateReportKey();
    const cipher = await encryptFile(key, pattern(100), { context });
    const badMagic = cipher.slice();
    badMagic[0] = 0x50;
    expect((await cryptoErrorOf(() => decryptFile(key, badMagic, { context }))).code).toBe('MALFORMED');
    const v2 = cipher.slice();
    v2[4] = 2;
    expect((await cryptoErrorOf(() => decryptFile(key, v2, { context }))).code).toBe('UNSUPPORTED_VERSION');
    const hugeChunks = cipher.slice();
    new DataView(hugeChunks.buffer).setUint32(12, 0xffffffff);
    expect((await cryptoErrorOf(() => decryptFile(key, hugeChunks, { context }))).code).toBe('MALFORMED');
  });

  it('errors the stream so that pipeTo rejects with the CryptoError', async () => {
    const key = await importContentKey(new Uint8Array(32));
    const cipher = await encryptFile(key, pattern(C + 1), { context });
    const sink = new WritableStream<Uint8Array>();
    const error = await cryptoErrorOf(() =>
      piecesOf(cipher.subarray(0, FILE_HEADER_BYTES + SEALED), [4096])
        .pipeThrough(decryptFileStream(key, { context }))
        .pipeTo(sink),
    );
    expect(error.code).toBe('TRUNCATED');
    expect(error.message).toMatch(/niekompletny/);
  });
});
