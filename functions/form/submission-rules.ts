import { decryptedFileSize } from '@shared/crypto/files.js';
import { SCANNED_FILE_PREFIX_BYTES } from '@shared/crypto/scanned-files.js';
import { reportFilesFit } from '@shared/domain/files.js';
import { fileTexts } from '@shared/messages/files.js';
import { badRequest } from '../lib/http-error.js';

/**
 * Plaintext size behind an encrypted size, or a 400 when the size cannot be a valid encrypted
 * file. Where the organisation scans files they carry their key in a prefix (scanned-files.ts);
 * a form loaded before the toggle changed may send either kind, so the other is tried second.
 */
function plaintextSize(encryptedSize: number, scanned: boolean): number {
  const withoutPrefix = encryptedSize - SCANNED_FILE_PREFIX_BYTES;
  for (const size of scanned ? [withoutPrefix, encryptedSize] : [encryptedSize, withoutPrefix]) {
    try {
      return decryptedFileSize(size);
    } catch {
      // the other reading, if any
    }
  }
  throw badRequest(fileTexts.uploadMissing);
}

/** One file ≤ 30 MB and the sum under 30 MB (spec doc 3 §5, `reportFilesFit`), judged on the plaintext sizes. */
export function checkFileSizes(encryptedSizes: readonly number[], scanned = false): void {
  if (!reportFilesFit(encryptedSizes.map((size) => plaintextSize(size, scanned)))) {
    throw badRequest(fileTexts.tooLarge30);
  }
}
