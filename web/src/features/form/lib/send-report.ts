import { CryptoError } from '@shared/crypto/errors.js';
import type { Translation } from '@shared/messages/catalogue.js';
import { sentTexts } from '@shared/messages/form-sent.js';
import { clientErrorMessages } from '@shared/messages/client-errors.js';
import { ApiError, errorText } from '@/lib/api-errors.js';
import { finaliseSubmission } from '../api/finalise-submission.js';
import { startSubmission } from '../api/start-submission.js';
import { sendAgainWhileWorthIt } from './send-again.js';
import type { SendInput, SendProgress, SentReport } from './send-state.js';
import { uploadBlob } from '@/lib/upload-blob.js';
import { voiceMarkerOf } from '@/lib/voice-files.js';

export const loadReportCrypto = () => import('./report-crypto.js');

/*
 * Loaded when the reporter starts filling in the form (report-form.tsx), never on its first load:
 * the submission contracts come with it (docs/figures.md "Budgets").
 */

/**
 * Resolves once the browser has painted the latest progress text (Argon2id then blocks the page
 * for a moment), or after a short while anyway: animation frames stop in a background tab, and
 * a reporter who switches tabs must not stall the send.
 */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() => {
      clearTimeout(fallback);
      setTimeout(resolve, 0);
    });
  });
}

/** Part of the encryption bar given to the fields and keys (Argon2id) when there are files. */
const KEYS_SHARE = 0.1;

/**
 * The slot and the organisation's public key could not be fetched (the alert, and the
 * reporter stays on the form with what they typed; only a failed send leads to the Errors page).
 */
export class KeyFetchFailure extends Error {
  override readonly name = 'KeyFetchFailure';
  constructor(readonly failure: unknown) {
    super('the submission slot or the public key could not be fetched', { cause: failure });
  }
}

/** The first step: a slot with the organisation's public key, or `KeyFetchFailure`. */
async function fetchSlot(input: SendInput, sizes: number[]) {
  try {
    const slot = await startSubmission(input.alias, {
      categoryId: input.categoryId,
      files: sizes.map((size) => ({ size })),
    });
    if (!slot.organisation.publicKey) throw new CryptoError('INVALID_PUBLIC_KEY', 'empty public key in the slot');
    if (slot.uploads.length !== input.files.length) {
      throw new ApiError({ status: 200, code: 'INVALID_RESPONSE', message: clientErrorMessages.INVALID_RESPONSE });
    }
    return slot;
  } catch (failure) {
    throw new KeyFetchFailure(failure);
  }
}

/**
 * Sends a report (docs/security.md §6.4): a slot with the organisation's
 * public key → encrypt the fields, the reporter's data, the file names and each file in this
 * browser → upload the encrypted files → finalise, sent again while its failure may not be final
 * ('Ponawiam wysyłanie…', send-again.ts). Nothing readable leaves the browser.
 */
export async function sendReport(input: SendInput, progress: SendProgress): Promise<SentReport> {
  progress.step('fetchingKey');
  const crypto = await loadReportCrypto();
  const sizes = input.files.map((file) =>
    input.scanFiles ? crypto.scannedFileSize(file.size) : crypto.encryptedFileSize(file.size),
  );
  const slot = await fetchSlot(input, sizes);
  progress.step('keyFetched');

  progress.step('encrypting');
  progress.encrypted(0);
  await afterPaint();
  const { body, reportKey, password } = await crypto.encryptSubmission(slot, {
    fields: input.fields,
    reporter: input.reporter,
    language: input.language,
    ...(input.exclusionRequest ? { exclusionRequest: input.exclusionRequest } : {}),
    files: slot.uploads.map((upload, i) => {
      const file = input.files[i];
      const marker = file ? voiceMarkerOf(file) : null;
      return { fileId: upload.fileId, name: file?.name ?? '', ...(marker ? { voice: JSON.stringify(marker) } : {}) };
    }),
  });
  const totalBytes = sizes.reduce((sum, size) => sum + size, 0);
  const keysShare = totalBytes > 0 ? KEYS_SHARE : 1;
  progress.encrypted(keysShare);
  let encryptedBytes = 0;
  const blobs: Blob[] = [];
  const scanKeys: (string | null)[] = [];
  for (const [i, upload] of slot.uploads.entries()) {
    const file = input.files[i] as File;
    const context = crypto.fileContext(slot, upload.fileId);
    const onBytes = (bytes: number) => {
      encryptedBytes += bytes;
      progress.encrypted(keysShare + (1 - keysShare) * (encryptedBytes / totalBytes));
    };
    const { blob, scanKey } = input.scanFiles
      ? await crypto.encryptFileForScanToBlob(reportKey, context, file, onBytes)
      : { blob: await crypto.encryptFileToBlob(reportKey, context, file, onBytes), scanKey: null };
    if (blob.size !== sizes[i])
      throw new CryptoError('INVALID_ARGUMENT', 'encrypted size differs from the announced one');
    blobs.push(blob);
    scanKeys.push(scanKey);
  }
  progress.encrypted(1);
  progress.step('encrypted');

  progress.step('sending');
  progress.uploaded(totalBytes > 0 ? 0 : 1);
  let uploadedBefore = 0;
  for (const [i, upload] of slot.uploads.entries()) {
    const blob = blobs[i] as Blob;
    await uploadBlob(upload.url, upload.headers, blob, (loaded) =>
      progress.uploaded((uploadedBefore + loaded) / totalBytes),
    );
    uploadedBefore += blob.size;
  }
  const files = body.files.map((file, i) => (scanKeys[i] ? { ...file, scanKey: scanKeys[i] } : file));
  const submission = {
    slotToken: slot.slotToken,
    categoryId: input.categoryId,
    ...body,
    ...(input.meetingRequested ? { meetingRequested: true as const } : {}),
    files,
  };
  // The same slot token each time: the server stores the report once and answers each send alike.
  let retrying = false;
  const done = await sendAgainWhileWorthIt(
    () => finaliseSubmission(input.alias, slot.reportId, submission),
    () => {
      if (!retrying) progress.step('retrying');
      retrying = true;
    },
  );
  return {
    identifier: crypto.formatReporterIdentifier(done.identifier),
    password,
    inboxAuthKey: body.reporterAuthKey,
    receivedAt: done.receivedAt,
    receipt: done.receipt,
  };
}

/**
 * The alert of a failed send: `{status} - {message}`, a crypto text, or the key error (in the
 * language shown: `translated` is null for Polish).
 */
export function sendErrorText(error: unknown, translated: Translation<typeof sentTexts> | null): string {
  if (error instanceof KeyFetchFailure) return sendErrorText(error.failure, translated);
  if (error instanceof CryptoError && error.code === 'INVALID_PUBLIC_KEY') return (translated ?? sentTexts).emptyKey;
  return errorText(error);
}
