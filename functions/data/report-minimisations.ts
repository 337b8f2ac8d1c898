import * as z from 'zod';
import { ZContentEnvelope, type ContentEnvelope } from '@shared/crypto/envelopes.js';
import { ZMinimisationTarget, type MinimisationMark, type MinimisationTarget } from '@shared/domain/minimisation.js';
import { minimisationTexts } from '@shared/messages/minimisation.js';
import { dataConflict } from './data-error.js';
import { tableItem } from './item.js';
import { keys } from './keys.js';
import { itemSchema, queryItems, queryItemsBetween } from './query.js';
import type { ReportRecord } from './reports.js';
import type { TxWrite } from './transact.js';

/**
 * 'Nieistotne dla sprawy' (issue #35). A mark lives in the report's partition (it goes with the
 * report); a field's mark holds, until its term, the field's ciphertext after the deletion
 * (`replacement`, made in the browser: the server cannot read it). Its term has an entry of its
 * own in the organisation's partition, sorted by time, which the deletion job reads. Every change
 * moves the report's `minimisationVersion`, so a mark made on a stale view, an unmark racing a
 * mark and the job racing either fail whole.
 */
export interface MinimisationMarkRecord {
  tenantId: string;
  reportId: string;
  markId: string;
  target: MinimisationTarget;
  /** A field's text with the passage replaced, under the report key (purpose `field/{id}`); gone once deleted. */
  replacement?: ContentEnvelope;
  markedAt: string;
  markedBy: { userId: string; name: string };
  dueAt: string;
  deletedAt: string | null;
  /** The redactions' version when the job swapped the field (their ranges before it are over the old text). */
  redactionsVersionAtDeletion?: number;
}

export const minimisationMarkItem = itemSchema<MinimisationMarkRecord>(
  'minimisationMark',
  z.object({
    tenantId: z.string(),
    reportId: z.string(),
    markId: z.string(),
    target: ZMinimisationTarget,
    replacement: ZContentEnvelope.optional(),
    markedAt: z.string(),
    markedBy: z.object({ userId: z.string(), name: z.string() }),
    dueAt: z.string(),
    deletedAt: z.string().nullable(),
    redactionsVersionAtDeletion: z.number().optional(),
  }),
);

export interface MinimisationDueRecord {
  tenantId: string;
  reportId: string;
  markId: string;
  dueAt: string;
}

export const minimisationDueItem = itemSchema<MinimisationDueRecord>(
  'minimisationDue',
  z.object({ tenantId: z.string(), reportId: z.string(), markId: z.string(), dueAt: z.string() }),
);

export const minimisationVersionOf = (report: Pick<ReportRecord, 'minimisationVersion'>): number =>
  report.minimisationVersion ?? 0;

/** A mark as staff see it: never its replacement. */
export const markView = (mark: MinimisationMarkRecord): MinimisationMark => ({
  markId: mark.markId,
  target: mark.target,
  markedAt: mark.markedAt,
  markedByName: mark.markedBy.name,
  dueAt: mark.dueAt,
  deletedAt: mark.deletedAt,
  ...(mark.redactionsVersionAtDeletion === undefined
    ? {}
    : { redactionsVersionAtDeletion: mark.redactionsVersionAtDeletion }),
});

/** Every mark of a report, pending and carried out, in the order they were made. */
export async function listMinimisationMarks(tenantId: string, reportId: string): Promise<MinimisationMarkRecord[]> {
  const marks = await queryItems(keys.minimisationMarksOf(tenantId, reportId), minimisationMarkItem);
  return marks.sort((a, b) => a.markedAt.localeCompare(b.markedAt));
}

/** The organisation's marks whose term is at or before `now` (one key range of its partition). */
export async function listDueMinimisations(tenantId: string, now: string): Promise<MinimisationDueRecord[]> {
  const { PK, skPrefix } = keys.minimisationsDueOf(tenantId);
  return queryItemsBetween({ PK, from: skPrefix, to: `${skPrefix}${now}` }, minimisationDueItem);
}

/** The report's version moves from the one read, else "changed meanwhile" (409) and nothing is written. */
export function minimisationVersionWrite(seen: ReportRecord, extra?: { set: string; names: object; values: object }) {
  const version = minimisationVersionOf(seen);
  return {
    Update: {
      Key: keys.report(seen.tenantId, seen.reportId),
      UpdateExpression: `SET #version = :next${extra ? `, ${extra.set}` : ''}`,
      ConditionExpression: `attribute_exists(PK) AND ${version === 0 ? 'attribute_not_exists(#version)' : '#version = :seen'}`,
      ExpressionAttributeNames: { '#version': 'minimisationVersion', ...extra?.names },
      ExpressionAttributeValues: {
        ':next': version + 1,
        ...(version === 0 ? {} : { ':seen': version }),
        ...extra?.values,
      },
    },
    failure: dataConflict(minimisationTexts.changedMeanwhile),
  } satisfies TxWrite;
}

const dueKey = (mark: Pick<MinimisationMarkRecord, 'tenantId' | 'dueAt' | 'reportId' | 'markId'>) =>
  keys.minimisationDue(mark.tenantId, mark.dueAt, mark.reportId, mark.markId);

/** A new mark, its term's entry, and the report's version moved from the one the caller saw. */
export function newMarkWrites(seen: ReportRecord, mark: MinimisationMarkRecord): TxWrite[] {
  const { tenantId, reportId, markId, dueAt } = mark;
  return [
    minimisationVersionWrite(seen),
    {
      Put: {
        Item: tableItem(keys.minimisationMark(tenantId, reportId, markId), 'minimisationMark', mark),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
      failure: dataConflict(minimisationTexts.changedMeanwhile),
    },
    { Put: { Item: tableItem(dueKey(mark), 'minimisationDue', { tenantId, reportId, markId, dueAt }) } },
  ];
}

/** A pending mark taken back before its term (`now`): the mark and its term's entry go. */
export function unmarkWrites(seen: ReportRecord, mark: MinimisationMarkRecord, now: string): TxWrite[] {
  return [
    minimisationVersionWrite(seen),
    {
      Delete: {
        Key: keys.minimisationMark(mark.tenantId, mark.reportId, mark.markId),
        ConditionExpression: 'attribute_exists(PK) AND #deletedAt = :null AND #dueAt > :now',
        ExpressionAttributeNames: { '#deletedAt': 'deletedAt', '#dueAt': 'dueAt' },
        ExpressionAttributeValues: { ':null': null, ':now': now },
      },
      failure: dataConflict(minimisationTexts.afterTerm),
    },
    { Delete: { Key: dueKey(mark) } },
  ];
}

/**
 * The deletion carried out: the mark keeps who made it and when it was done (its replacement
 * goes), its term's entry goes, and the report records the swap or the file's removal (`change`,
 * on the version the job read) and that personal data was removed.
 */
export function deletedMarkWrites(
  seen: ReportRecord,
  mark: MinimisationMarkRecord,
  change: { set: string; names: object; values: object; hasAttachments?: boolean },
  now: string,
): TxWrite[] {
  // The report's list row under its category says whether it has files, as the report does.
  const entry: TxWrite[] =
    change.hasAttachments === undefined || change.hasAttachments === seen.hasAttachments
      ? []
      : [
          {
            Update: {
              Key: keys.reportCategoryEntry(seen.tenantId, seen.reportId),
              UpdateExpression: 'SET #hasAttachments = :hasAttachments',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeNames: { '#hasAttachments': 'hasAttachments' },
              ExpressionAttributeValues: { ':hasAttachments': change.hasAttachments },
            },
            failure: dataConflict(),
          },
        ];
  return [
    ...entry,
    minimisationVersionWrite(seen, {
      // The change last: it may end in a REMOVE clause.
      set: `#removedAt = :removedAt, ${change.set}`,
      names: { ...change.names, '#removedAt': 'personalDataRemovedAt' },
      values: { ...change.values, ':removedAt': now },
    }),
    {
      Update: {
        Key: keys.minimisationMark(mark.tenantId, mark.reportId, mark.markId),
        UpdateExpression: 'SET #deletedAt = :now, #redactionsVersion = :redactionsVersion REMOVE #replacement',
        ConditionExpression: 'attribute_exists(PK) AND #deletedAt = :null',
        ExpressionAttributeNames: {
          '#deletedAt': 'deletedAt',
          '#redactionsVersion': 'redactionsVersionAtDeletion',
          '#replacement': 'replacement',
        },
        ExpressionAttributeValues: { ':now': now, ':null': null, ':redactionsVersion': seen.redactionsVersion ?? 0 },
      },
      failure: dataConflict(),
    },
    { Delete: { Key: dueKey(mark) } },
  ];
}

/** A term's entry whose mark is gone (unmarked meanwhile, or its report deleted): nothing is left to do. */
export const staleDueWrite = (due: MinimisationDueRecord): TxWrite => ({ Delete: { Key: dueKey(due) } });
