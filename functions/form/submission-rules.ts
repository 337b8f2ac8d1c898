import { decryptedFileSize } from '@shared/crypto/files.js';
import { SCANNED_FILE_PREFIX_BYTES } from '@shared/crypto/scanned-files.js';
import { reportFilesFit } from '@shared/domain/files.js';
import { fileTexts } from '@shared/messages/files.js';
import type { BodyOf } from '@shared/contracts/contract.js';
import type { finaliseSubmission } from '@shared/contracts/form/finalise-submission.js';
import { reportCiphertextLimits } from '@shared/domain/report-form.js';
import { submissionTexts } from '@shared/messages/submission.js';
import type { CategoryRecord } from '../data/categories.js';
import type { SubmissionSlotRecord } from '../data/submissions.js';
import { badRequest, HttpError } from '../lib/http-error.js';

type Submission = Omit<BodyOf<typeof finaliseSubmission>, 'slotToken'>;

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

/** One file ≤ 30 MB and the sum under 30 MB (`reportFilesFit`), judged on the plaintext sizes. */
export function checkFileSizes(encryptedSizes: readonly number[], scanned = false): void {
  if (!reportFilesFit(encryptedSizes.map((size) => plaintextSize(size, scanned)))) {
    throw badRequest(fileTexts.tooLarge30);
  }
}

/** Structure only: the server cannot read the values, but it knows which fields were given. */
export function checkSubmissionStructure(
  submission: Submission,
  category: CategoryRecord,
  slot: Pick<SubmissionSlotRecord, 'categoryId' | 'files'>,
  options: { reporterOptional?: boolean } = {},
): void {
  if (submission.categoryId !== slot.categoryId) throw badRequest(submissionTexts.categoryMismatch);
  const known = new Map(category.fields.map((field) => [field.id, field]));
  const given = new Set<string>();
  for (const field of submission.fields) {
    if (!known.has(field.fieldId) || given.has(field.fieldId))
      throw badRequest(submissionTexts.unknownField, { fields: submissionTexts.unknownField });
    given.add(field.fieldId);
  }
  if (category.fields.some((field) => field.required && !given.has(field.id))) {
    throw badRequest(submissionTexts.missingRequired, { fields: submissionTexts.missingRequired });
  }
  if (category.anonymous && submission.reporter) throw badRequest(submissionTexts.reporterNotAllowed);
  if (!category.anonymous && !submission.reporter && !options.reporterOptional)
    throw badRequest(submissionTexts.reporterRequired);
  const declared = new Set(slot.files.map((file) => file.fileId));
  const named = new Set(submission.files.map((file) => file.fileId));
  if (declared.size !== named.size || [...declared].some((id) => !named.has(id)))
    throw badRequest(submissionTexts.filesMismatch);
  const ciphertext = JSON.stringify([
    submission.fields,
    submission.reporter,
    submission.exclusionRequest ?? null,
    submission.files,
  ]).length;
  if (ciphertext > reportCiphertextLimits.reportChars)
    throw new HttpError('PAYLOAD_TOO_LARGE', submissionTexts.tooLong);
}
