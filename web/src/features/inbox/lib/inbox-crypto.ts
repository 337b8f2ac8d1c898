/**
 * The key work of the inbox login (Argon2id via hash-wasm, WebCrypto). Never imported statically:
 * the login loads this module when the reporter submits, so no screen's first chunk carries
 * Argon2. Component tests mock this one module; the browser end-to-end test runs the real thing.
 */
import type { KekEnvelope } from '@shared/crypto/envelopes.js';
import { reportKeyContext } from '@shared/crypto/submission.js';
import { unwrapKeyWithKek } from '@shared/crypto/wrap.js';

export { derivePhoneCaseKeys, deriveReporterKeys } from '@shared/crypto/reporter-secrets.js';

/** The report key K, opened with the kek of the password (or phone secret): non-extractable. */
export const openReportKey = (
  report: { tenantId: string; reportId: string; keys: { forReporter: KekEnvelope } },
  kek: CryptoKey,
): Promise<CryptoKey> =>
  unwrapKeyWithKek(report.keys.forReporter, 'report-key', kek, {
    context: reportKeyContext(report.tenantId, report.reportId),
  });
