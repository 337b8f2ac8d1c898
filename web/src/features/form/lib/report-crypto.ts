/**
 * The crypto of sending a report (shared/crypto: Argon2id via hash-wasm, WebCrypto). Never
 * imported statically: `send-report.ts` loads this module when the reporter sends, so the form's
 * initial chunk carries neither Argon2 nor the crypto core (docs/figures.md "Budgets"). Component tests mock
 * this one module; the browser end-to-end test runs the real thing.
 */

export { encryptedFileSize } from '@shared/crypto/files.js';
export { scannedFileSize } from '@shared/crypto/scanned-files.js';
export { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
export { encryptSubmission, fileContext } from '@shared/crypto/submission.js';

export { encryptFileForScanToBlob, encryptFileToBlob } from '@/lib/file-crypto.js';
