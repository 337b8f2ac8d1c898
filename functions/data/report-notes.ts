import * as z from 'zod';
import { ZContentEnvelope, type ContentEnvelope } from '@shared/crypto/envelopes.js';
import { noteKinds, type NoteKind } from '@shared/domain/report-notes.js';
import { reportNoteTexts } from '@shared/messages/report-notes.js';
import { dataConflict, dataNotFound } from './data-error.js';
import { tableItem } from './item.js';
import { keys } from './keys.js';
import { getItem, itemSchema, queryItems } from './query.js';
import type { TxWrite } from './transact.js';

/**
 * A follow-up note or a property-damage note of a report, in the report's
 * partition: staff only, never the reporter's. The text is ciphertext under the report key
 * (purpose `note/{id}` or `damage-note/{id}`). Access patterns: get by id; list a report's notes
 * of a kind, oldest first.
 */
export interface ReportNoteRecord {
  tenantId: string;
  reportId: string;
  noteId: string;
  kind: NoteKind;
  text: ContentEnvelope;
  /** Shown in the register's expanded row ('show in register'). */
  showInRegister: boolean;
  authorId: string;
  authorName: string;
  createdAt: string;
  updatedAt: string;
  /** Staff the note mentions ('@Jan Kowalski'); absent: nobody. An edit e-mails only those not in it before. */
  mentionedIds?: string[];
}

const skKind = (kind: NoteKind) => (kind === 'note' ? 'NOTE' : 'DAMAGE');
const keyOf = (note: Pick<ReportNoteRecord, 'tenantId' | 'reportId' | 'kind' | 'noteId'>) =>
  keys.reportNote(note.tenantId, note.reportId, skKind(note.kind), note.noteId);

export const reportNoteItem = itemSchema<ReportNoteRecord>(
  'reportNote',
  z.object({
    tenantId: z.string(),
    reportId: z.string(),
    noteId: z.string(),
    kind: z.enum(noteKinds),
    text: ZContentEnvelope,
    showInRegister: z.boolean(),
    authorId: z.string(),
    authorName: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    mentionedIds: z.array(z.string()).optional(),
  }),
);

export async function getReportNote(
  tenantId: string,
  reportId: string,
  kind: NoteKind,
  noteId: string,
): Promise<ReportNoteRecord | null> {
  return getItem(keyOf({ tenantId, reportId, kind, noteId }), reportNoteItem);
}

/** A report's notes of one kind, oldest first (a report holds few: read whole). */
export async function listReportNotes(tenantId: string, reportId: string, kind: NoteKind): Promise<ReportNoteRecord[]> {
  const notes = await queryItems(keys.reportNotesOf(tenantId, reportId, skKind(kind)), reportNoteItem);
  return notes.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** A new note; its id is the browser's (it is in the ciphertext's AAD), so a taken id is a conflict. */
export const newReportNoteWrite = (note: ReportNoteRecord): TxWrite => ({
  Put: { Item: tableItem(keyOf(note), 'reportNote', note), ConditionExpression: 'attribute_not_exists(PK)' },
  failure: dataConflict(reportNoteTexts.idTaken),
});

/** The author's edit of their note: only while the note is theirs and as it was read. */
export const editReportNoteWrite = (
  seen: ReportNoteRecord,
  change: Pick<ReportNoteRecord, 'text' | 'showInRegister' | 'updatedAt'> & { mentionedIds: string[] },
): TxWrite => ({
  Update: {
    Key: keyOf(seen),
    UpdateExpression: 'SET #text = :text, showInRegister = :show, updatedAt = :at, mentionedIds = :mentioned',
    ConditionExpression: 'authorId = :author AND updatedAt = :seen',
    ExpressionAttributeNames: { '#text': 'text' },
    ExpressionAttributeValues: {
      ':text': change.text,
      ':show': change.showInRegister,
      ':at': change.updatedAt,
      ':mentioned': change.mentionedIds,
      ':author': seen.authorId,
      ':seen': seen.updatedAt,
    },
  },
  failure: dataConflict(reportNoteTexts.changedMeanwhile),
});

/** Fails the transaction as 404 when the report is gone (a note never outlives its report). */
export const reportExistsCheck = (tenantId: string, reportId: string): TxWrite => ({
  ConditionCheck: { Key: keys.report(tenantId, reportId), ConditionExpression: 'attribute_exists(PK)' },
  failure: dataNotFound(),
});
