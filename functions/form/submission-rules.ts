import { decryptedFileSize } from '../../shared/crypto/files.js';
import { fileLimits, fileTexts } from '../../shared/domain/files.js';
import { badRequest } from '../lib/http-error.js';

/** Submission slots live an hour: long enough to encrypt and upload 30 MB on a slow line. */
export const SLOT_SECONDS = 60 * 60;

/** Encrypted values of one report stay well below DynamoDB's 400 KB item limit. */
export const MAX_REPORT_CIPHERTEXT_CHARS = 300_000;

export const submissionTexts = {
  slotExpired: 'Sesja wysyłania zgłoszenia wygasła. Wyślij zgłoszenie ponownie.',
  filesNotAllowed: 'Ta kategoria nie pozwala na dołączanie plików.',
  unknownField: 'Pole nie należy do wybranej kategorii.',
  missingRequired: 'Nie wypełniono wymaganego pola.',
  reporterRequired: 'Ta kategoria wymaga podania danych zgłaszającego.',
  reporterNotAllowed: 'Zgłoszenie w tej kategorii jest anonimowe: dane zgłaszającego nie są przyjmowane.',
  filesMismatch: 'Lista plików nie zgadza się z przesłanymi plikami.',
  wrongKey: 'Klucz zgłoszenia nie jest zaszyfrowany kluczem organizacji.',
  tooLong: 'Zgłoszenie jest zbyt długie.',
  categoryMismatch: 'Kategoria nie zgadza się z rozpoczętym zgłoszeniem.',
} as const;

/** Plaintext size behind an encrypted size, or a 400 when the size cannot be a valid encrypted file. */
function plaintextSize(encryptedSize: number): number {
  try {
    return decryptedFileSize(encryptedSize);
  } catch {
    throw badRequest(fileTexts.uploadMissing);
  }
}

/** One file ≤ 30 MB and the sum ≤ 30 MB (spec doc 3 §5), judged on the plaintext sizes. */
export function checkFileSizes(encryptedSizes: readonly number[]): void {
  const sizes = encryptedSizes.map(plaintextSize);
  const total = sizes.reduce((sum, size) => sum + size, 0);
  if (sizes.some((size) => size > fileLimits.attachmentMaxBytes) || total > fileLimits.reportTotalMaxBytes) {
    throw badRequest(fileTexts.tooLarge30);
  }
}
