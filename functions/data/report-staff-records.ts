import type { ContentEnvelope } from '@shared/crypto/envelopes.js';
import { redactionTexts } from '@shared/messages/redactions.js';
import { registerRecordTexts } from '@shared/messages/register-record.js';
import { dataConflict } from './data-error.js';
import { keys } from './keys.js';
import type { ReportRecord } from './reports.js';
import type { TxWrite } from './transact.js';

/**
 * The records staff write about a report in their browser, each one envelope under the report
 * key (which the server cannot read) kept on the report item with a version: 'Zaczernienia'
 * (issue #35) and 'Dane do rejestru zgłoszeń' (issue #40).
 */
const staffRecords = {
  redactions: { version: 'redactionsVersion', changedMeanwhile: redactionTexts.changedMeanwhile },
  register: { version: 'registerVersion', changedMeanwhile: registerRecordTexts.changedMeanwhile },
} as const;
export type StaffRecordKind = keyof typeof staffRecords;

/** A record's version as stored: 0 until staff first change it. */
export const staffRecordVersionOf = (
  report: Pick<ReportRecord, 'redactionsVersion' | 'registerVersion'>,
  kind: StaffRecordKind,
): number => report[staffRecords[kind].version] ?? 0;

/**
 * The record becomes `next`, only while it is still the version read (else "changed meanwhile",
 * nothing written). On the report item, so it goes with the report.
 */
export function setStaffRecordWrite(seen: ReportRecord, kind: StaffRecordKind, next: ContentEnvelope | null): TxWrite {
  const version = staffRecordVersionOf(seen, kind);
  return {
    Update: {
      Key: keys.report(seen.tenantId, seen.reportId),
      UpdateExpression: 'SET #record = :record, #version = :nextVersion',
      ConditionExpression: `attribute_exists(PK) AND ${version === 0 ? 'attribute_not_exists(#version)' : '#version = :seenVersion'}`,
      ExpressionAttributeNames: { '#record': kind, '#version': staffRecords[kind].version },
      ExpressionAttributeValues: {
        ':record': next,
        ':nextVersion': version + 1,
        ...(version === 0 ? {} : { ':seenVersion': version }),
      },
    },
    failure: dataConflict(staffRecords[kind].changedMeanwhile),
  };
}
