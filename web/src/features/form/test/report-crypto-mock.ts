import { Blob as NodeBlob } from 'node:buffer';
import { vi } from 'vitest';
import type { ContentEnvelope } from '@shared/crypto/envelopes.js';
import { authKeyFixture, kekEnvelope, publicKeyEnvelope, zeros } from '@/test/key-fixtures.js';
import type * as ReportCrypto from '../lib/report-crypto.js';

/**
 * A stand-in for `lib/report-crypto.ts` (Argon2id, WebCrypto, Blob streams) in component tests:
 *   vi.mock('…/lib/report-crypto.js', () => import('…/test/report-crypto-mock.js'));
 * Envelopes are shaped as the contracts require and open nothing; an "encrypted" file is the
 * plaintext between 16 zero bytes on each side (so its size is `encryptedFileSize`). The real
 * crypto runs in the browser end-to-end test.
 */
export const passwordFixture = 'k7qm2-ab3cd-x9pzt-4hwne';
const envelope = (): ContentEnvelope => ({ v: 1, alg: 'A256GCM', iv: zeros(12), ct: zeros(32) });

export const encryptedFileSize = vi.fn((size: number) => size + 32);
export const fileContext = vi.fn((slot: { tenantId: string; reportId: string }, fileId: string) => ({
  tenant: slot.tenantId,
  report: slot.reportId,
  purpose: `file/${fileId}`,
}));
export const formatReporterIdentifier = vi.fn((id: string) => `${id.slice(0, 4)}-${id.slice(4, 8)}-${id.slice(8)}`);

export const encryptSubmission = vi.fn<typeof ReportCrypto.encryptSubmission>();
export const encryptFileToBlob = vi.fn<typeof ReportCrypto.encryptFileToBlob>();

export function resetReportCryptoMock(): void {
  encryptSubmission.mockReset().mockImplementation(async (slot, input) => ({
    body: {
      fields: input.fields.map((field) => ({ fieldId: field.fieldId, value: envelope() })),
      reporter: input.reporter ? envelope() : null,
      files: input.files.map((file) => ({ fileId: file.fileId, name: envelope() })),
      keys: { forOrganisation: publicKeyEnvelope(slot.organisation.kid), forReporter: kekEnvelope() },
      reporterAuthKey: authKeyFixture,
    },
    reportKey: { type: 'secret' } as unknown as CryptoKey,
    password: passwordFixture,
  }));
  encryptFileToBlob.mockReset().mockImplementation(async (_key, _context, file, onBytes) => {
    const bytes = new Uint8Array(await file.arrayBuffer());
    onBytes(bytes.length + 32);
    // Node's Blob, not jsdom's: msw's XMLHttpRequest interceptor hands the body to Node's
    // Request, which reads only its own Blob (a jsdom Blob would arrive as "undefined").
    return new NodeBlob([new Uint8Array(16), bytes, new Uint8Array(16)]) as unknown as Blob;
  });
}

resetReportCryptoMock();
