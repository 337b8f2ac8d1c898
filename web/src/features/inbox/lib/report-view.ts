import type { InboxReport } from '@shared/contracts/inbox/schemas.js';
import { CONTENT_PURPOSE, decryptContentText } from '@shared/crypto/content.js';
import type { ReporterContact } from '@shared/crypto/submission.js';
import { fieldValueText } from '@shared/domain/field-values.js';
import type { Translation } from '@shared/messages/catalogue.js';
import type { fieldValueTexts } from '@shared/messages/field-values.js';
import { decryptAttachment, type DecryptedFile } from '@/lib/conversation-crypto.js';

/** The report as its reporter reads it back: every field given (its label as stored, the value in words), their data, their files. */
export interface ReportView {
  fields: { fieldId: string; label: string; value: string }[];
  reporter: ReporterContact | null;
  files: DecryptedFile[];
}

/** Decrypts the reporter's report with K; the fields keep the form's order, their values in `words` (the language shown). */
export async function openReportView(
  reportKey: CryptoKey,
  report: InboxReport,
  words: Translation<typeof fieldValueTexts>,
): Promise<ReportView> {
  const context = (purpose: string) => ({ tenant: report.tenantId, report: report.reportId, purpose });
  const values = new Map(
    await Promise.all(
      report.fields.map(
        async (field) =>
          [
            field.fieldId,
            await decryptContentText(reportKey, field.value, context(CONTENT_PURPOSE.field(field.fieldId))),
          ] as const,
      ),
    ),
  );
  return {
    fields: report.fieldDefs.flatMap((def) => {
      const value = values.get(def.id);
      if (value === undefined) return [];
      return [{ fieldId: def.id, label: def.label, value: fieldValueText(def.type, value, words) }];
    }),
    reporter: report.reporter
      ? (JSON.parse(
          await decryptContentText(reportKey, report.reporter, context(CONTENT_PURPOSE.reporter)),
        ) as ReporterContact)
      : null,
    files: await Promise.all(report.files.map((file) => decryptAttachment(reportKey, report, file))),
  };
}
