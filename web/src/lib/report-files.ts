import { CONTENT_PURPOSE, decryptContentText, encryptContent, type ContentContext } from '@shared/crypto/content.js';
import type { ContentEnvelope } from '@shared/crypto/envelopes.js';
import { encryptedFileSize } from '@shared/crypto/files.js';
import { scannedFileSize } from '@shared/crypto/scanned-files.js';
import { fileContext } from '@shared/crypto/submission.js';
import { staffAttachmentsFit } from '@shared/domain/files.js';
import { kindForName, matchesKind, staffAttachmentKinds } from '@shared/domain/file-kinds.js';
import { fileTexts } from '@shared/messages/files.js';
import { followLink } from './download.js';
import { decryptBlob, encryptFileForScanToBlob, encryptFileToBlob } from './file-crypto.js';
import { uploadBlob } from './upload-blob.js';
import { MINUTE } from '@shared/domain/time.js';

/** How long a download's object URL stays valid: long enough for the browser to begin saving. */
export const DOWNLOAD_URL_LIFETIME_MS = MINUTE;

/**
 * Files staff add to a report (private files, reply attachments), end to end in this browser:
 * the type is checked by the file's leading bytes (the server only ever sees ciphertext), the
 * file and its name are encrypted with the report key, uploaded in the three steps of the
 * contracts, and downloads are decrypted here before they are saved. While the organisation
 * scans staff files (the session's `staffFilesScanned`), a file is encrypted for the scan instead
 * (shared/crypto/scanned-files.ts): its own key goes to the server once, with the complete.
 */

/** Which report a file belongs to: the AAD of its bytes and its name. */
export interface ReportRef {
  tenantId: string;
  reportId: string;
}

const nameContext = (report: ReportRef, fileId: string): ContentContext => ({
  tenant: report.tenantId,
  report: report.reportId,
  purpose: CONTENT_PURPOSE.fileName(fileId),
});

/** How many leading bytes identify a type (the longest signature, at its offset). */
const HEAD_BYTES = 16;

async function hasAllowedContent(file: File): Promise<boolean> {
  const kind = kindForName(file.name, staffAttachmentKinds);
  if (!kind) return false;
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  return matchesKind(head, kind);
}

export interface PickedFiles {
  files: File[];
  /** The alert of the first refused file, if any. */
  error: string | null;
}

/**
 * Adds picked files to a selection (docs/features.md, "Limits and rules"): a name already chosen is ignored; a type
 * outside the list (by its content) is refused; the selection must stay under 30,000,000 bytes.
 */
export async function addStaffAttachments(current: readonly File[], picked: readonly File[]): Promise<PickedFiles> {
  const files = [...current];
  let error: string | null = null;
  for (const file of picked) {
    if (files.some((chosen) => chosen.name === file.name)) continue;
    let refusal: string | null = null;
    if (!(await hasAllowedContent(file))) refusal = fileTexts.unsupportedStaffAttachment;
    else if (!staffAttachmentsFit([...files, file].map((chosen) => chosen.size))) refusal = fileTexts.tooLargeStaff;
    if (refusal) error ??= refusal;
    else files.push(file);
  }
  return { files, error };
}

export interface StartedUpload {
  fileId: string;
  uploadUrl: string;
  headers: Record<string, string>;
}

export interface ReportFileUpload<T> {
  report: ReportRef;
  reportKey: CryptoKey;
  file: File;
  /** Encrypt for the antivirus scan (the organisation scans these files). */
  scan?: boolean;
  /** Step 1 of the contract: a presigned PUT for `size` ciphertext bytes (`scanned`: encrypted for the scan). */
  start: (size: number, scanned?: true) => Promise<StartedUpload>;
  /** Step 3: the name encrypted for this file id (and the file's own key, when encrypted for the scan). */
  complete: (fileId: string, name: ContentEnvelope, scanKey?: string) => Promise<T>;
  onProgress?: (fraction: number) => void;
}

/** Encrypts a file with the report key and uploads it; answers what `complete` answers. */
export async function uploadReportFile<T>({
  report,
  reportKey,
  file,
  scan = false,
  start,
  complete,
  onProgress,
}: ReportFileUpload<T>): Promise<T> {
  const size = scan ? scannedFileSize(file.size) : encryptedFileSize(file.size);
  const started = scan ? await start(size, true) : await start(size);
  const context = fileContext(report, started.fileId);
  const { blob, scanKey } = scan
    ? await encryptFileForScanToBlob(reportKey, context, file, () => {})
    : { blob: await encryptFileToBlob(reportKey, context, file, () => {}), scanKey: undefined };
  await uploadBlob(started.uploadUrl, started.headers, blob, (loaded) => onProgress?.(loaded / size));
  const name = await encryptContent(reportKey, file.name, nameContext(report, started.fileId));
  return scanKey ? complete(started.fileId, name, scanKey) : complete(started.fileId, name);
}

/** A report file's name, decrypted. */
export const decryptFileName = (
  reportKey: CryptoKey,
  report: ReportRef,
  file: { fileId: string; name: ContentEnvelope },
): Promise<string> => decryptContentText(reportKey, file.name, nameContext(report, file.fileId));

/** Fetches a file's ciphertext from its short-lived URL and decrypts it (a truncated or altered file fails). */
export async function fetchDecryptedReportFile(input: {
  report: ReportRef;
  reportKey: CryptoKey;
  fileId: string;
  url: string;
}): Promise<Blob> {
  const response = await fetch(input.url);
  if (!response.ok) throw new Error(`download failed: ${response.status}`);
  return decryptBlob(input.reportKey, fileContext(input.report, input.fileId), await response.blob());
}

/** Fetches a file's ciphertext from its short-lived URL, decrypts it and saves it under its name. */
export async function saveDecryptedReportFile(input: {
  report: ReportRef;
  reportKey: CryptoKey;
  fileId: string;
  name: string;
  url: string;
}): Promise<void> {
  const plaintext = await fetchDecryptedReportFile(input);
  const href = URL.createObjectURL(plaintext);
  followLink(href, { download: input.name });
  setTimeout(() => URL.revokeObjectURL(href), DOWNLOAD_URL_LIFETIME_MS);
}
