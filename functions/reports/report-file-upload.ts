import { randomUUID } from 'node:crypto';
import type { ContentEnvelope } from '@shared/crypto/envelopes.js';
import { ENCRYPTED_FILE_MAGIC, decryptedFileSize, startsLikeEncryptedFile } from '@shared/crypto/files.js';
import { SCANNED_FILE_PREFIX_BYTES, startsLikeScannedFile } from '@shared/crypto/scanned-files.js';
import { staffAttachmentLimits, staffAttachmentsFit } from '@shared/domain/files.js';
import { fileTexts } from '@shared/messages/files.js';
import {
  deleteObject,
  objectSize,
  presignDownload,
  presignUpload,
  readObject,
  readObjectHead,
  storeUpload,
} from '../adapters/s3.js';
import { objectKeys } from '../data/object-keys.js';
import {
  acceptReportFileWrite,
  deletePendingReportFileWrite,
  deleteReportFileWrite,
  getReportFile,
  isReadyReportFile,
  listAllReportFiles,
  putPendingReportFile,
  type ReadyReportFile,
  type ReportFileKind,
  type ReportFileRecord,
} from '../data/report-files.js';
import type { ReportRecord } from '../data/reports.js';
import { transact, type TxWrite } from '../data/transact.js';
import { uploadItems } from '../data/upload-claims.js';
import { completeUploadOnce } from '../lib/complete-upload-once.js';
import { openForScan, scanOrRefuse } from '../lib/file-scan.js';
import { HttpError, badRequest, conflict, notFound } from '../lib/http-error.js';
import type { TimeBudget } from '../lib/time-budget.js';
import { PENDING_UPLOAD_DAYS } from '@shared/domain/files.js';
import { addDays } from '@shared/domain/time.js';

/**
 * Files added to a report after it came in (private files, reply attachments, the reporter's
 * inbox attachments), in the steps of every upload here: start (a presigned PUT of exactly the
 * ciphertext's size into tmp/), the browser's PUT of the file it encrypted with the report key,
 * complete (size and encrypted-file header checked, copied to its final key, then the item and
 * the log entry in one transaction, then the upload removed). A repeated or parallel complete
 * answers as the first; any failure before the commit leaves the upload whole for a retry.
 *
 * While the organisation scans the target's files (`scan`: staff files under the administrators'
 * toggle), the browser encrypts the file for the scan (shared/crypto/scanned-files.ts) and sends
 * its own key with the complete; the file is decrypted in memory, scanned (functions/lib/file-scan.ts,
 * the form's one scanning path) and the key and plaintext dropped. An infected file is refused
 * for good (422: its pending item and upload removed, a log entry); a scan that cannot run
 * refuses it for now (503, the upload kept for a retry).
 */

/** What a file is uploaded as: its report, its kind, its message, who uploads it. */
export interface ReportFileTarget {
  report: Pick<ReportRecord, 'tenantId' | 'reportId'>;
  kind: ReportFileKind;
  messageId?: string | null;
  /** The staff user; null for the reporter. */
  uploaderId: string | null;
  /** The organisation scans this target's files for viruses now (the toggle of its uploaders). */
  scan?: boolean;
}

const CIPHERTEXT_TYPE = 'application/octet-stream';

/** The plaintext size of a ciphertext of `size` bytes (`scanned`: with the scan prefix); 400 for a length no encrypted file has. */
function plaintextSize(size: number, scanned = false): number {
  try {
    if (scanned && size < SCANNED_FILE_PREFIX_BYTES) throw new RangeError('shorter than the prefix');
    return decryptedFileSize(scanned ? size - SCANNED_FILE_PREFIX_BYTES : size);
  } catch {
    throw badRequest(fileTexts.uploadMissing);
  }
}

/**
 * Step 1: checks the limits (the file, and with the files of its message or, for private files,
 * their number) and hands out a presigned PUT of exactly `size` ciphertext bytes.
 */
export async function startReportFileUpload(
  target: ReportFileTarget,
  size: number,
  scanned = false,
): Promise<{ fileId: string; uploadUrl: string; headers: Record<string, string> }> {
  const { tenantId, reportId } = target.report;
  // A page loaded before scanning was turned on would encrypt under K only: ask for a reload.
  if (target.scan && !scanned) throw conflict(fileTexts.uploadScanChanged);
  const plaintext = plaintextSize(size, scanned);
  const existing = (await listAllReportFiles(tenantId, reportId)).filter((file) => file.kind === target.kind);
  const sameMessage = target.messageId ? existing.filter((file) => file.messageId === target.messageId) : [];
  if (!staffAttachmentsFit([...sameMessage.map((file) => plaintextSize(file.size, file.scanned)), plaintext]))
    throw new HttpError('PAYLOAD_TOO_LARGE', fileTexts.tooLargeStaff);
  if (target.kind === 'private' && existing.length >= staffAttachmentLimits.privateFilesMax)
    throw conflict(fileTexts.tooManyFiles);

  const fileId = randomUUID();
  const s3Key = objectKeys.pendingReportFile(tenantId, reportId, fileId);
  const now = new Date();
  await putPendingReportFile(
    {
      tenantId,
      reportId,
      fileId,
      kind: target.kind,
      messageId: target.messageId ?? null,
      name: null,
      size,
      s3Key,
      state: 'pending',
      startedAt: now.toISOString(),
      uploadedAt: null,
      uploaderId: target.uploaderId,
      ...(scanned ? { scanned: true } : {}),
    },
    addDays(now, PENDING_UPLOAD_DAYS),
  );
  return {
    fileId,
    uploadUrl: await presignUpload(s3Key, size, CIPHERTEXT_TYPE),
    headers: { 'content-type': CIPHERTEXT_TYPE },
  };
}

/** The file if it is the target's (same report, kind, message and uploader); else 404. */
async function targetFile(target: ReportFileTarget, fileId: string): Promise<ReportFileRecord> {
  const file = await getReportFile(target.report.tenantId, target.report.reportId, fileId);
  const matches =
    !!file &&
    file.kind === target.kind &&
    file.uploaderId === target.uploaderId &&
    (target.messageId === undefined || file.messageId === (target.messageId ?? null));
  if (!file || !matches) throw notFound(fileTexts.fileNotFound);
  return file;
}

export interface CompleteUpload {
  fileId: string;
  /** The file name, encrypted with the report key (purpose `file-name/{fileId}`). */
  name: ContentEnvelope;
  /** The file's own key, for a file uploaded `scanned` (sent once, never stored). */
  scanKey?: string | undefined;
  /** A voice message's encrypted marker (the reporter's inbox attachments only). */
  voice?: ContentEnvelope | undefined;
  /** The log entry of the addition (same transaction). */
  log: TxWrite;
  /** The log entry of an infected file's refusal, with the scanner's signature name. */
  infectedLog: (signature: string) => TxWrite;
  /** More writes of the same transaction (e.g. what a message records of its files). */
  alsoWrite?: (file: ReadyReportFile) => TxWrite[];
}

/**
 * Step 3: accepts the upload once (functions/lib/complete-upload-once.ts); a repeat or a parallel
 * call answers the stored file.
 */
export async function completeReportFileUpload(
  target: ReportFileTarget,
  upload: CompleteUpload,
  time: TimeBudget,
): Promise<ReadyReportFile> {
  const file = await targetFile(target, upload.fileId);
  if (isReadyReportFile(file)) return file;
  return completeUploadOnce(uploadItems.reportFile(file), time, {
    complete: async () => {
      try {
        return await accept(file, upload, target.scan ?? false);
      } catch (error) {
        // Committed although the answer was lost.
        const now = await getReportFile(file.tenantId, file.reportId, file.fileId);
        if (now && isReadyReportFile(now)) return now;
        throw error;
      }
    },
    stored: async () => {
      const now = await getReportFile(file.tenantId, file.reportId, file.fileId);
      if (!now) throw notFound(fileTexts.fileNotFound);
      return isReadyReportFile(now) ? now : null;
    },
  });
}

/**
 * Scans a file uploaded for the scan; an infected one is forgotten (item, upload) with a log
 * entry, and refused. Answers the stored bytes that were scanned: those, not the upload (which
 * its presigned URL could still overwrite), become the file.
 */
async function scanUpload(file: ReportFileRecord, upload: CompleteUpload): Promise<Uint8Array> {
  if (!file.scanned || !upload.scanKey) throw conflict(fileTexts.uploadScanChanged);
  const stored = await readObject(file.s3Key);
  if (stored.length !== file.size) throw badRequest(fileTexts.uploadMissing);
  const plaintext = await openForScan(stored, upload.scanKey, file);
  await scanOrRefuse(file.tenantId, plaintext, {
    s3Key: file.s3Key,
    writes: (signature) => [deletePendingReportFileWrite(file), upload.infectedLog(signature)],
    infectedText: fileTexts.uploadInfected,
    unavailableText: fileTexts.uploadScanUnavailable,
  });
  return stored;
}

async function accept(file: ReportFileRecord, upload: CompleteUpload, scan: boolean): Promise<ReadyReportFile> {
  if ((await objectSize(file.s3Key)) !== file.size) throw badRequest(fileTexts.uploadMissing);
  const head = await readObjectHead(file.s3Key, ENCRYPTED_FILE_MAGIC.length);
  if (!(file.scanned ? startsLikeScannedFile(head) : startsLikeEncryptedFile(head)))
    throw new HttpError('UNSUPPORTED_MEDIA_TYPE', fileTexts.contentMismatch);
  const scanned = scan ? await scanUpload(file, upload) : null;
  const finalKey = objectKeys.reportFile(file.tenantId, file.reportId, file.fileId);
  await storeUpload(file.s3Key, finalKey, scanned);
  const ready: ReadyReportFile = {
    ...file,
    state: 'ready',
    name: upload.name,
    s3Key: finalKey,
    uploadedAt: new Date().toISOString(),
    ...(upload.voice ? { voice: upload.voice } : {}),
  };
  await transact([acceptReportFileWrite(file, ready), upload.log, ...(upload.alsoWrite?.(ready) ?? [])]);
  // What a failure here leaves under tmp/, the lifecycle rule clears.
  await Promise.allSettled([deleteObject(file.s3Key)]);
  return ready;
}

/** An uploaded file of the target (any uploader for staff targets), or 404. */
export async function requireReadyReportFile(
  report: Pick<ReportRecord, 'tenantId' | 'reportId'>,
  fileId: string,
  kinds: readonly ReportFileKind[],
): Promise<ReadyReportFile> {
  const file = await getReportFile(report.tenantId, report.reportId, fileId);
  if (!file || !isReadyReportFile(file) || !kinds.includes(file.kind)) throw notFound(fileTexts.fileNotFound);
  return file;
}

/**
 * Removes a file for good: its item and the log entry in one transaction, then its object (the
 * bucket keeps a noncurrent version until its lifecycle expires it, as for every deleted object).
 */
export async function removeReportFile(file: ReadyReportFile, log: TxWrite): Promise<void> {
  await transact([deleteReportFileWrite(file), log]);
  await deleteObject(file.s3Key);
}

/** A short-lived URL of a file's ciphertext (the browser decrypts it and names it). */
export const reportFileDownloadUrl = (s3Key: string): Promise<string> => presignDownload(s3Key);

/** A file as staff lists show it: the name stays ciphertext for the browser. */
export const reportFileView = (file: ReadyReportFile) => ({
  fileId: file.fileId,
  name: file.name,
  size: file.size,
  uploadedAt: file.uploadedAt,
  uploaderId: file.uploaderId,
  messageId: file.messageId,
});
