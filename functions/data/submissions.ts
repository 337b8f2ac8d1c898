import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { submissionTexts } from '@shared/messages/submission.js';
import { dynamo, tableName } from './client.js';
import { conditionHeld } from './conditions.js';
import { dataConflict } from './data-error.js';
import { epochSeconds, tableItem } from './item.js';
import { keys } from './keys.js';
import { getItem, itemSchema } from './query.js';
import type { TxWrite } from './transact.js';

const submissionSlotRecord = z.object({
  tenantId: z.string(),
  reportId: z.string(),
  categoryId: z.string(),
  identifier: z.string(),
  slotTokenHash: z.string(),
  files: z.array(z.object({ fileId: z.string(), size: z.number(), s3Key: z.string() })),
  expiresAt: z.string(),
  /** A slot staff opened to record a phone report (type 2): never the public form's to finalise. */
  channel: z.literal('phone').optional(),
  /** Set while one finalise stores the report (`claimSubmissionSlot`). */
  claimedUntil: z.string().optional(),
});
export type SubmissionSlotRecord = z.infer<typeof submissionSlotRecord>;
export const submissionSlotItem = itemSchema('submissionSlot', submissionSlotRecord);

export async function putSubmissionSlot(slot: SubmissionSlotRecord): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: tableItem(keys.submissionSlot(slot.reportId), 'submissionSlot', {
        ...slot,
        expiresAtEpoch: epochSeconds(slot.expiresAt),
      }),
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export async function getSubmissionSlot(reportId: string): Promise<SubmissionSlotRecord | null> {
  return getItem(keys.submissionSlot(reportId), submissionSlotItem);
}

/** Uses the slot up inside the transaction that stores its report: fails if it was used already. */
export const useSubmissionSlot = (slot: Pick<SubmissionSlotRecord, 'reportId' | 'slotTokenHash'>): TxWrite => ({
  Delete: {
    Key: keys.submissionSlot(slot.reportId),
    ConditionExpression: 'slotTokenHash = :hash',
    ExpressionAttributeValues: { ':hash': slot.slotTokenHash },
  },
  failure: dataConflict(submissionTexts.slotExpired),
});

/**
 * Claims the slot for one finalise at a time, until `until`: false when another finalise holds
 * a live claim. A claim that outlives its finalise (a crash) lapses, so the reporter can retry.
 */
export function claimSubmissionSlot(
  slot: Pick<SubmissionSlotRecord, 'reportId' | 'slotTokenHash'>,
  now: Date,
  until: Date,
): Promise<boolean> {
  return conditionHeld(
    dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.submissionSlot(slot.reportId),
        UpdateExpression: 'SET claimedUntil = :until',
        ConditionExpression: 'slotTokenHash = :hash AND (attribute_not_exists(claimedUntil) OR claimedUntil < :now)',
        ExpressionAttributeValues: {
          ':hash': slot.slotTokenHash,
          ':now': now.toISOString(),
          ':until': until.toISOString(),
        },
      }),
    ),
  );
}

/** Gives a claim back after a finalise that stored nothing, so a retry need not wait for it to lapse. */
export async function releaseSubmissionSlot(
  slot: Pick<SubmissionSlotRecord, 'reportId' | 'slotTokenHash'>,
): Promise<void> {
  await conditionHeld(
    dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.submissionSlot(slot.reportId),
        UpdateExpression: 'REMOVE claimedUntil',
        ConditionExpression: 'slotTokenHash = :hash',
        ExpressionAttributeValues: { ':hash': slot.slotTokenHash },
      }),
    ),
  );
}
