/**
 * Attachments the server scans for viruses (the antivirus exception: docs/security.md §6.7). Such a file is
 * encrypted in the browser like any other (files.ts), but under a key of its own F instead of
 * the report key K; F travels to the server once, with the finalise request, so that the server
 * can decrypt the stored ciphertext in memory, scan exactly those bytes and forget F. Staff and
 * the reporter read F from the file itself, where it is kept encrypted under K:
 *
 *   prefix (256 bytes)
 *     0..3    magic "OSTS" (4F 53 54 53)
 *     4       version = 0x01
 *     5..255  UTF-8 JSON of the content envelope of F's 32 raw bytes under K (purpose
 *             "key/file/{fileId}"), padded with spaces
 *   then an encrypted file of files.ts under F, with the file's usual context
 *
 * The scan is bound to what staff will open: the server decrypts the stored ciphertext with the
 * F it was given, and GCM fails for any other key; an F that differs from the one kept under K
 * leaves a file nobody can open, never an unscanned one.
 */
import { fromUtf8, utf8, concatBytes, type Bytes } from './bytes';
import { type ContentContext, decryptContent, encryptContent, importContentKey, generateContentKey } from './content';
import { CryptoError } from './errors';
import { encryptedFileSize } from './files';
import { subtle } from './random';

export const SCANNED_FILE_MAGIC = 'OSTS';
export const SCANNED_FILE_VERSION = 1;
export const SCANNED_FILE_PREFIX_BYTES = 256;

const HEAD: Bytes = Uint8Array.of(...utf8(SCANNED_FILE_MAGIC), SCANNED_FILE_VERSION);

/** True when `head` starts like a file encrypted for scanning. */
export const startsLikeScannedFile = (head: Uint8Array): boolean => HEAD.every((byte, i) => head[i] === byte);

/** Exact stored size of a plaintext length, encrypted for scanning. */
export const scannedFileSize = (plaintextBytes: number): number =>
  SCANNED_FILE_PREFIX_BYTES + encryptedFileSize(plaintextBytes);

const keyContext = (fileContext: ContentContext): ContentContext => ({
  ...fileContext,
  purpose: `key/${fileContext.purpose}`,
});

/** A new file key F: the key to encrypt with, its raw bytes (for the server) and the prefix (F under K). */
export async function newScannedFileKey(
  reportKey: CryptoKey,
  fileContext: ContentContext,
): Promise<{ key: CryptoKey; raw: Bytes; prefix: Bytes }> {
  const key = await generateContentKey();
  const raw = new Uint8Array(await subtle().exportKey('raw', key));
  const envelope = utf8(JSON.stringify(await encryptContent(reportKey, raw, keyContext(fileContext))));
  const padding = SCANNED_FILE_PREFIX_BYTES - HEAD.length - envelope.length;
  if (padding < 0) throw new CryptoError('INVALID_ARGUMENT', 'file key envelope too long');
  return { key, raw, prefix: concatBytes(HEAD, envelope, utf8(' '.repeat(padding))) };
}

/** F from a stored file's prefix, with the report key; a foreign or altered prefix fails (DECRYPT_FAILED / MALFORMED). */
export async function openScannedFileKey(
  reportKey: CryptoKey,
  prefix: Uint8Array,
  fileContext: ContentContext,
): Promise<CryptoKey> {
  if (prefix.length < SCANNED_FILE_PREFIX_BYTES || !startsLikeScannedFile(prefix))
    throw new CryptoError('MALFORMED', 'not a scanned file');
  let envelope: unknown;
  try {
    envelope = JSON.parse(fromUtf8(prefix.subarray(HEAD.length, SCANNED_FILE_PREFIX_BYTES)));
  } catch (error) {
    throw new CryptoError('MALFORMED', 'scanned file prefix is not JSON', { cause: error });
  }
  return importContentKey(await decryptContent(reportKey, envelope, keyContext(fileContext)));
}
