import type * as z from 'zod';
import { CONTENT_PURPOSE, decryptContentText, encryptContent } from '@shared/crypto/content.js';
import type { ContentEnvelope } from '@shared/crypto/envelopes.js';
import { hasRedactions, ZRedactionRecord } from '@shared/domain/redactions.js';
import { isRegisterRecordEmpty, ZRegisterRecord } from '@shared/domain/register-record.js';
import type { ReportRef } from './report-files.js';

/**
 * A record staff write about a report in this browser, one envelope under the report key which
 * the server cannot read: 'Zaczernienia' and 'Dane do rejestru zgłoszeń'. A record that says
 * nothing is stored as none.
 */
function staffRecord<T>(schema: z.ZodType<T>, purpose: string, isEmpty: (record: T) => boolean) {
  const context = (report: ReportRef) => ({ tenant: report.tenantId, report: report.reportId, purpose });
  return {
    /** The record as stored (null: none), decrypted and read; throws when it does not open or is malformed. */
    open: async (reportKey: CryptoKey, report: ReportRef, stored: ContentEnvelope | null): Promise<T | null> =>
      stored ? schema.parse(JSON.parse(await decryptContentText(reportKey, stored, context(report)))) : null,
    seal: (reportKey: CryptoKey, report: ReportRef, record: T): Promise<ContentEnvelope | null> =>
      isEmpty(record) ? Promise.resolve(null) : encryptContent(reportKey, JSON.stringify(record), context(report)),
  };
}

export const redactionRecord = staffRecord(
  ZRedactionRecord,
  CONTENT_PURPOSE.redactions,
  (record) => !hasRedactions(record),
);

export const registerRecord = staffRecord(ZRegisterRecord, CONTENT_PURPOSE.register, isRegisterRecordEmpty);
