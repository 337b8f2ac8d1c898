import type { ContentContext } from '@shared/crypto/content.js';
import { toBase64Url } from '@shared/crypto/base64url.js';
import { decryptFileStream, encryptFileStream } from '@shared/crypto/files.js';
import {
  SCANNED_FILE_PREFIX_BYTES,
  newScannedFileKey,
  openScannedFileKey,
  startsLikeScannedFile,
} from '@shared/crypto/scanned-files.js';

/** Encrypted bytes are gathered into Blobs of about this size, so few buffers live in JS at once. */
const PART_BYTES = 1024 * 1024;

/** Collects a byte stream into a Blob (the browser keeps Blob data outside the JS heap). */
async function collect(stream: ReadableStream<Uint8Array>, onBytes: (bytes: number) => void = () => {}): Promise<Blob> {
  const parts: Blob[] = [];
  let pending: Uint8Array<ArrayBuffer>[] = [];
  let pendingBytes = 0;
  const flush = () => {
    if (pending.length === 0) return;
    parts.push(new Blob(pending));
    pending = [];
    pendingBytes = 0;
  };
  await stream.pipeTo(
    new WritableStream<Uint8Array>({
      write(chunk) {
        pending.push(chunk as Uint8Array<ArrayBuffer>);
        pendingBytes += chunk.byteLength;
        onBytes(chunk.byteLength);
        if (pendingBytes >= PART_BYTES) flush();
      },
    }),
  );
  flush();
  return new Blob(parts);
}

/**
 * Streams a file through the chunked encryption (docs/security.md §5): the plaintext is read from
 * the file piece by piece and never held whole; the ciphertext is collected into a Blob for the
 * upload. `onBytes` is told each chunk's size.
 */
export const encryptFileToBlob = (
  reportKey: CryptoKey,
  context: ContentContext,
  file: Blob,
  onBytes: (bytes: number) => void,
): Promise<Blob> => collect(file.stream().pipeThrough(encryptFileStream(reportKey, { context })), onBytes);

/**
 * The same for a file the server scans for viruses (shared/crypto/scanned-files.ts): encrypted
 * under a key of its own, kept in the file under the report key; `scanKey` is that key for the
 * server (base64url), sent once with the finalise request.
 */
export async function encryptFileForScanToBlob(
  reportKey: CryptoKey,
  context: ContentContext,
  file: Blob,
  onBytes: (bytes: number) => void,
): Promise<{ blob: Blob; scanKey: string }> {
  const { key, raw, prefix } = await newScannedFileKey(reportKey, context);
  const encrypted = await collect(file.stream().pipeThrough(encryptFileStream(key, { context })), onBytes);
  return { blob: new Blob([prefix, encrypted]), scanKey: toBase64Url(raw) };
}

/** The reverse: a downloaded ciphertext, decrypted chunk by chunk (a truncated or altered file fails). */
export async function decryptBlob(reportKey: CryptoKey, context: ContentContext, ciphertext: Blob): Promise<Blob> {
  const head = new Uint8Array(await ciphertext.slice(0, SCANNED_FILE_PREFIX_BYTES).arrayBuffer());
  if (!startsLikeScannedFile(head))
    return collect(ciphertext.stream().pipeThrough(decryptFileStream(reportKey, { context })));
  const fileKey = await openScannedFileKey(reportKey, head, context);
  return collect(
    ciphertext.slice(SCANNED_FILE_PREFIX_BYTES).stream().pipeThrough(decryptFileStream(fileKey, { context })),
  );
}
