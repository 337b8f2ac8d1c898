import { decryptedFileSize } from '@shared/crypto/files.js';
import { reportFilesFit } from '@shared/domain/files.js';
import { fileTexts } from '@shared/messages/files.js';
import { badRequest } from '../lib/http-error.js';

/** Plaintext size behind an encrypted size, or a 400 when the size cannot be a valid encrypted file. */
function plaintextSize(encryptedSize: number): number {
  try {
    return decryptedFileSize(encryptedSize);
  } catch {
    throw badRequest(fileTexts.uploadMissing);
  }
}

/** One file ≤ 30 MB and the sum under 30 MB (spec doc 3 §5, `reportFilesFit`), judged on the plaintext sizes. */
export function checkFileSizes(encryptedSizes: readonly number[]): void {
  if (!reportFilesFit(encryptedSizes.map(plaintextSize))) {
    throw badRequest(fileTexts.tooLarge30);
  }
}
