import type { ResponseOf } from '@shared/contracts/contract.js';
import type { getReportContent } from '@shared/contracts/reports/get-report-content.js';
import { openReportAsOrganisation, type ReporterContact } from '@shared/crypto/submission.js';
import { isDefaultCategoryName } from '@shared/domain/default-categories.js';
import { isTicked } from '@shared/domain/field-values.js';
import { redactionsAfterDeletions } from '@shared/domain/minimisation.js';
import { fieldTarget, hasRedactions, redactedReporter, redactedText } from '@shared/domain/redactions.js';
import { registerValue } from '@shared/domain/register-record.js';
import { registerFieldRoles } from '@shared/domain/report.js';
import { redactionRecord, registerRecord } from '@/lib/report-records.js';

export type ReportContent = ResponseOf<typeof getReportContent>;

/**
 * A row of the register as the act (art. 29) asks for it, decrypted in this browser (docs/security.md):
 * the organisation private key opens the report key, which opens the reporter's data and fields,
 * the report's redactions and what staff wrote for the register. Once the report has redactions the
 * register holds its redacted version (issue #35), and says so.
 */
export interface RegisterEntry {
  /** Null when the reporter gave no personal data. */
  reporter: ReporterContact | null;
  /** The language the reporter used the form in; null when not recorded (a phone report, an older one). */
  language: string | null;
  /** The subject of the violation: as staff wrote it for the register, else the form's field; null: neither. */
  subject: string | null;
  /** The person concerned, likewise. */
  personConcerned: string | null;
  /** What staff wrote for the register about follow-up; null: nothing. */
  followUp: string | null;
  /** Whether an art. 38 certificate was requested: only reports of 'Zgłoszenia zewnętrzne' say (else null). */
  certificateRequested: boolean | null;
  /** Whether the form's texts above are the redacted version ('Zaczernienia'). */
  redacted: boolean;
  /** The report key, which also opens the notes marked for the register. */
  reportKey: CryptoKey;
  tenantId: string;
}

export async function openRegisterEntry(
  organisationPrivateKey: CryptoKey,
  kid: string,
  content: ReportContent,
): Promise<RegisterEntry> {
  const opened = await openReportAsOrganisation(organisationPrivateKey, kid, content);
  const ref = { tenantId: content.tenantId, reportId: content.reportId };
  const [redactions, written] = await Promise.all([
    redactionRecord.open(opened.reportKey, ref, content.redactions),
    registerRecord.open(opened.reportKey, ref, content.register),
  ]);
  // A passage deleted as irrelevant since the redactions were saved moved the ranges after it.
  const record =
    redactions && redactionsAfterDeletions(redactions, content.redactionsVersion, content.minimisations ?? []);
  const valueOf = (fieldId: string | null) => {
    const value = fieldId ? (opened.fields.find((field) => field.fieldId === fieldId)?.value ?? null) : null;
    return value === null ? null : redactedText(value, fieldTarget(fieldId!), record);
  };
  const roles = registerFieldRoles(content.fieldDefs, content.categoryName);
  const external = isDefaultCategoryName(content.categoryName, 'external');
  return {
    reporter: opened.reporter && redactedReporter(opened.reporter, record),
    language: opened.language,
    subject: registerValue(written?.subject, valueOf(roles.subjectFieldId)),
    personConcerned: registerValue(written?.personConcerned, valueOf(roles.personConcernedFieldId)),
    followUp: registerValue(written?.followUp, null),
    certificateRequested: external ? isTicked(valueOf(roles.certificateFieldId)) : null,
    redacted: hasRedactions(record),
    reportKey: opened.reportKey,
    tenantId: content.tenantId,
  };
}
