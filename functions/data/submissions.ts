import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { submissionTexts } from '@shared/messages/form.js';
import { dynamo, tableName } from './client.js';
import { dataConflict } from './data-error.js';
import { epochSeconds, tableItem } from './item.js';
import { keys } from './keys.js';
import type { TxWrite } from './transact.js';

export interface SubmissionSlotRecord {
  tenantId: string;
  reportId: string;
  categoryId: string;
  identifier: string;
  slotTokenHash: string;
  files: { fileId: string; size: number; s3Key: string }[];
  expiresAt: string;
}

export async function putSubmissionSlot(slot: SubmissionSlotRecord): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: tableItem(keys.submissionSlot(slot.reportId), 'submissionSlot', { ...slot, expiresAtEpoch: epochSeconds(slot.expiresAt) }),
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export async function getSubmissionSlot(reportId: string): Promise<SubmissionSlotRecord | null> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.submissionSlot(reportId), ConsistentRead: true }));
  return (Item as SubmissionSlotRecord | undefined) ?? null;
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

