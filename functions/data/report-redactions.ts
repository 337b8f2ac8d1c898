import type { ContentEnvelope } from '@shared/crypto/envelopes.js';
import { redactionTexts } from '@shared/messages/redactions.js';
import { dataConflict } from './data-error.js';
import { keys } from './keys.js';
import type { ReportRecord } from './reports.js';
import type { TxWrite } from './transact.js';

/** The redactions' version as stored: 0 until staff first change them. */
export const redactionsVersionOf = (report: Pick<ReportRecord, 'redactionsVersion'>): number =>
  report.redactionsVersion ?? 0;

/**
 * 'Zaczernienia' (issue #35): the report's redaction record (ciphertext under the report key,
 * which the server cannot read) becomes `next`, only while it is still the version read (else
 * "changed meanwhile", nothing written). Kept on the report item, so it goes with the report.
 */
export function setRedactionsWrite(seen: ReportRecord, next: ContentEnvelope | null): TxWrite {
  const version = redactionsVersionOf(seen);
  return {
    Update: {
      Key: keys.report(seen.tenantId, seen.reportId),
      UpdateExpression: 'SET #redactions = :redactions, #version = :nextVersion',
      ConditionExpression: `attribute_exists(PK) AND ${version === 0 ? 'attribute_not_exists(#version)' : '#version = :seenVersion'}`,
      ExpressionAttributeNames: { '#redactions': 'redactions', '#version': 'redactionsVersion' },
      ExpressionAttributeValues: {
        ':redactions': next,
        ':nextVersion': version + 1,
        ...(version === 0 ? {} : { ':seenVersion': version }),
      },
    },
    failure: dataConflict(redactionTexts.changedMeanwhile),
  };
}
