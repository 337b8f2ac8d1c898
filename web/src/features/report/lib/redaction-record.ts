import type { ReporterContact } from '@shared/crypto/submission.js';
import { fieldType } from '@shared/domain/category.js';
import {
  fieldTarget,
  messageTarget,
  reporterParts,
  reporterTarget,
  redactedReporter,
  redactedText,
  type RedactionRecord,
  type RedactionTarget,
} from '@shared/domain/redactions.js';
import type { FieldDef } from './report-fields.js';

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
    reporter: opened.reporter && redactedReporter(opened.reporter, record),
  };
}

/** The conversation as the redacted version holds it: each message's redacted ranges applied. */
export const redactedConversation = <T extends { messageId?: string; text: string }>(
  messages: readonly T[],
  record: RedactionRecord | null,
): T[] =>
  messages.map((message) =>
    message.messageId
      ? { ...message, text: redactedText(message.text, messageTarget(message.messageId), record) }
      : message,
  );
