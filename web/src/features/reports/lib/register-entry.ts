import type { ResponseOf } from '@shared/contracts/contract.js';
import type { getReportContent } from '@shared/contracts/reports/get-report-content.js';
import { openReportAsOrganisation, type ReporterContact } from '@shared/crypto/submission.js';
import { isDefaultCategoryName } from '@shared/domain/default-categories.js';
import { isTicked } from '@shared/domain/field-values.js';
import { registerFieldRoles } from '@shared/domain/report.js';

export type ReportContent = ResponseOf<typeof getReportContent>;

/**
 * A row of the register as the act (art. 29) asks for it, decrypted in this browser (docs/security.md):
 * the organisation private key opens the report key, which opens the reporter's data and fields.
 */
export interface RegisterEntry {
  /** Null when the reporter gave no personal data. */
  reporter: ReporterContact | null;
  /** The language the reporter used the form in; null when not recorded (a phone report, an older one). */
  language: string | null;
  /** The subject of the violation; null when the form had no such field or it was left empty. */
  subject: string | null;
  personConcerned: string | null;
  /** Whether an art. 38 certificate was requested: only reports of 'Zgłoszenia zewnętrzne' say (else null). */
  certificateRequested: boolean | null;
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
  const valueOf = (fieldId: string | null) =>
    fieldId ? (opened.fields.find((field) => field.fieldId === fieldId)?.value ?? null) : null;
  const roles = registerFieldRoles(content.fieldDefs, content.categoryName);
  const external = isDefaultCategoryName(content.categoryName, 'external');
  return {
    reporter: opened.reporter,
    language: opened.language,
    subject: valueOf(roles.subjectFieldId),
    personConcerned: valueOf(roles.personConcernedFieldId),
    certificateRequested: external ? isTicked(valueOf(roles.certificateFieldId)) : null,
    reportKey: opened.reportKey,
    tenantId: content.tenantId,
  };
}
