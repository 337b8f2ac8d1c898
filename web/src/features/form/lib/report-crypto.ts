/**
 * The crypto of sending a report (shared/crypto: Argon2id via hash-wasm, WebCrypto). Never
 * imported statically: `send-report.ts` loads this module when the reporter sends, so the form's
 * initial chunk carries neither Argon2 nor the crypto core (DESIGN §10). Component tests mock
 * this one module; the browser end-to-end test runs the real thing.
 */
import type { ContentContext } from '@shared/crypto/content.js';
import { encryptFileStream } from '@shared/crypto/files.js';

export { encryptedFileSize } from '@shared/crypto/files.js';
export { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
export { encryptSubmission, fileContext } from '@shared/crypto/submission.js';

/** Encrypted bytes are gathered into Blobs of about this size, so few buffers live in JS at once. */
const PART_BYTES = 1024 * 1024;

/**
 * Streams a file through the chunked encryption (docs/security.md §5): the plaintext is read from
 * the file piece by piece and never held whole; the ciphertext is collected into a Blob (the
 * browser keeps Blob data outside the JS heap) for the upload. `onBytes` is told each chunk's size.
 */
export async function encryptFileToBlob(reportKey: CryptoKey, context: ContentContext, file: Blob, onBytes: (bytes: number) => void): Promise<Blob> {
  const parts: Blob[] = [];
  let pending: Uint8Array<ArrayBuffer>[] = [];
  let pendingBytes = 0;
  const flush = () => {
    if (pending.length === 0) return;
    parts.push(new Blob(pending));
    pending = [];
    pendingBytes = 0;
  };
  await file
    .stream()
    .pipeThrough(encryptFileStream(reportKey, { context }))
    .pipeTo(
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
