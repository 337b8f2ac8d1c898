import { fromBase64Url } from '@shared/crypto/base64url.js';
import { CONTENT_PURPOSE, importContentKey } from '@shared/crypto/content.js';
import { decryptFile } from '@shared/crypto/files.js';
import { SCANNED_FILE_PREFIX_BYTES, startsLikeScannedFile } from '@shared/crypto/scanned-files.js';
import { fileTexts } from '@shared/messages/files.js';
import { AntivirusUnavailableError, scanBytes, type ScanResult } from '../adapters/antivirus.js';
import { deleteObject } from '../adapters/s3.js';
import { transact, type TxWrite } from '../data/transact.js';
import { HttpError } from './http-error.js';
import { log } from './logger.js';
import type { KeyedText } from './message-keys.js';

/**
 * The one scanning path of the antivirus exception to server-blindness (docs/security.md §6.7,
 * decisions 76–78), for reporters' files (the form's finalise) and staff files (replies' attachments,
 * private files, category attachments, the logo and the statement) alike:
 *
 * - a report file is stored as the browser encrypted it for scanning (shared/crypto/scanned-files.ts):
 *   `openForScan` decrypts it in memory with the key F the browser sent once for it; public
 *   files (category attachments, logo, statement) are plaintext by nature and scanned as stored;
 * - `scanFailingClosed` hands exactly those bytes to the scanner (functions/adapters/antivirus.ts)
 *   and refuses the upload when the scan cannot run (503, never accepted unscanned);
 * - the caller drops F and the plaintext right after (never stored, never logged) and refuses an
 *   infected file with a Polish message and a system-log entry.
 */

/** The plaintext of a file stored in the scanned format, with the key sent for it; 415 for any other key or format. */
export async function openForScan(
  stored: Uint8Array,
  scanKey: string,
  file: { tenantId: string; reportId: string; fileId: string },
): Promise<Uint8Array> {
  if (!startsLikeScannedFile(stored)) throw new HttpError('UNSUPPORTED_MEDIA_TYPE', fileTexts.contentMismatch);
  try {
    const key = await importContentKey(fromBase64Url(scanKey));
    const context = { tenant: file.tenantId, report: file.reportId, purpose: CONTENT_PURPOSE.file(file.fileId) };
    return await decryptFile(key, stored.subarray(SCANNED_FILE_PREFIX_BYTES), { context });
  } catch {
    throw new HttpError('UNSUPPORTED_MEDIA_TYPE', fileTexts.contentMismatch);
  }
}

/** The scanner's verdict; a scan that cannot run is a 503 with `unavailableText` (and an error line, never the bytes). */
export async function scanFailingClosed(
  tenantId: string,
  bytes: Uint8Array,
  unavailableText: string | KeyedText,
): Promise<ScanResult> {
  try {
    return await scanBytes(bytes);
  } catch (error) {
    if (!(error instanceof AntivirusUnavailableError)) throw error;
    log.error('antivirus unavailable', { tenantId, reason: error.message });
    throw new HttpError('UNAVAILABLE', unavailableText);
  }
}

export interface ScanRefusal {
  /** The stored upload, removed when infected. */
  s3Key: string;
  /** What an infected file's refusal writes in one transaction: its pending item forgotten, a log entry. */
  writes: (signature: string) => TxWrite[];
  /** The 422's message for an infected file, the 503's for a scan that cannot run. */
  infectedText: string | KeyedText;
  unavailableText: string | KeyedText;
}

/**
 * Scans `bytes` (the upload's plaintext) and refuses an infected upload for good: the refusal's
 * writes, then the stored upload removed, then a 422. A scan that cannot run is a 503 (the upload
 * kept for a retry).
 */
export async function scanOrRefuse(tenantId: string, bytes: Uint8Array, refusal: ScanRefusal): Promise<void> {
  const result = await scanFailingClosed(tenantId, bytes, refusal.unavailableText);
  if (!result.infected) return;
  await transact(refusal.writes(result.signature));
  await deleteObject(refusal.s3Key).catch(() => undefined);
  throw new HttpError('FILE_INFECTED', refusal.infectedText);
}

/** Whether the organisation scans reporters' files: the form's and the inbox messages' attachments. */
export const reporterFilesScanned = (tenant: {
  security?: { reporterFilesAntivirusScan: boolean } | undefined;
}): boolean => tenant.security?.reporterFilesAntivirusScan ?? false;

/** Whether the organisation scans the files its staff add (Settings' administrators' files toggle). */
export const staffFilesScanned = (tenant: { security?: { adminFilesAntivirusScan: boolean } | undefined }): boolean =>
  tenant.security?.adminFilesAntivirusScan ?? false;
