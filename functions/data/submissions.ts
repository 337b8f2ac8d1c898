import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './client.js';
import { keys } from './keys.js';

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
      Item: { ...keys.submissionSlot(slot.reportId), entity: 'submissionSlot', v: 1, ...slot, expiresAtEpoch: Math.floor(Date.parse(slot.expiresAt) / 1000) },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export async function getSubmissionSlot(reportId: string): Promise<SubmissionSlotRecord | null> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.submissionSlot(reportId), ConsistentRead: true }));
  return (Item as SubmissionSlotRecord | undefined) ?? null;
}
