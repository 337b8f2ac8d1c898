import { CONTENT_PURPOSE, decryptContentText, encryptContent } from '@shared/crypto/content.js';
import type { ContentEnvelope } from '@shared/crypto/envelopes.js';
import type { ReporterContact } from '@shared/crypto/submission.js';
import { fieldType } from '@shared/domain/category.js';
import {
  fieldTarget,
  hasRedactions,
  reporterParts,
  reporterTarget,
  redactedText,
  ZRedactionRecord,
  type RedactionRecord,
  type RedactionTarget,
} from '@shared/domain/redactions.js';
import type { ReportRef } from '@/lib/report-files.js';
import type { FieldDef } from './report-fields.js';

const context = (report: ReportRef) => ({
  tenant: report.tenantId,
  report: report.reportId,
  purpose: CONTENT_PURPOSE.redactions,
});

/** The record as stored (null: none), decrypted and read; throws when it does not open or is malformed. */
export async function openRedactions(
  reportKey: CryptoKey,
  report: ReportRef,
  stored: ContentEnvelope | null,
): Promise<RedactionRecord | null> {
  if (!stored) return null;
  return ZRedactionRecord.parse(JSON.parse(await decryptContentText(reportKey, stored, context(report))));
}

/** The record sealed for the server; a record with nothing redacted is stored as none. */
export const sealRedactions = (
  reportKey: CryptoKey,
  report: ReportRef,
  record: RedactionRecord,
): Promise<ContentEnvelope | null> =>
  hasRedactions(record) ? encryptContent(reportKey, JSON.stringify(record), context(report)) : Promise.resolve(null);

/** The fields whose text can be redacted: what the reporter wrote (a tick or a choice is not redacted). */
export const isRedactableField = (def: Pick<FieldDef, 'type'>): boolean =>
  def.type === fieldType.longText || def.type === fieldType.shortText;

/** Every text of the report a range can be in, by target: the written fields given and the reporter's data. */
export function redactableTexts(
  defs: readonly FieldDef[],
  fields: readonly { fieldId: string; value: string }[],
  reporter: ReporterContact | null,
): Map<RedactionTarget, string> {
  const texts = new Map<RedactionTarget, string>();
  for (const def of defs.filter(isRedactableField)) {
    const value = fields.find((field) => field.fieldId === def.id)?.value;
    if (value) texts.set(fieldTarget(def.id), value);
  }
  if (reporter) for (const part of reporterParts) if (reporter[part]) texts.set(reporterTarget(part), reporter[part]);
  return texts;
}

/** The redacted PDF's file name ends so (`{identifier}-zaczernione.pdf`). */
export const REDACTED_FILE_SUFFIX = 'zaczernione';

/**
 * The report's written fields and the reporter's data as the redacted version holds them (as they
 * are, with no record): what a copy that leaves the page is made from.
 */
export function redactedOpened(
  opened: {
    content: { fieldDefs: readonly FieldDef[] };
    fields: { fieldId: string; value: string }[];
    reporter: ReporterContact | null;
  },
  record: RedactionRecord | null,
): { fields: { fieldId: string; value: string }[]; reporter: ReporterContact | null } {
  if (!record) return { fields: opened.fields, reporter: opened.reporter };
  const redactable = new Set(opened.content.fieldDefs.filter(isRedactableField).map((def) => def.id));
  return {
    fields: opened.fields.map((field) =>
      redactable.has(field.fieldId)
        ? { ...field, value: redactedText(field.value, fieldTarget(field.fieldId), record) }
        : field,
    ),
    reporter: opened.reporter && {
      name: redactedText(opened.reporter.name, reporterTarget('name'), record),
      email: redactedText(opened.reporter.email, reporterTarget('email'), record),
      phone: redactedText(opened.reporter.phone, reporterTarget('phone'), record),
    },
  };
}
