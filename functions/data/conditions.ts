import { DeleteCommand, UpdateCommand, type DeleteCommandInput, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './client.js';

/**
 * The one place that recognises a failed condition of a single (non-transactional) write; inside
 * a transaction, `transact` tells which write failed instead (TransactionCanceledException).
 */
const isConditionFailure = (error: unknown): boolean =>
  (error as { name?: string } | null)?.name === 'ConditionalCheckFailedException';

/** What a conditional write answers, or null when its condition failed. */
async function unlessConditionFails<T>(write: Promise<T>): Promise<T | null> {
  try {
    return await write;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** Runs a conditional write: true when it was made, false when its condition failed. */
export const conditionHeld = async (write: Promise<unknown>): Promise<boolean> =>
  (await unlessConditionFails(write.then(() => true))) ?? false;

/** Runs a conditional update and answers the item as it is after it; null when the condition failed. */
export async function updatedIfConditionHolds(
  update: Omit<UpdateCommandInput, 'TableName' | 'ReturnValues'>,
): Promise<Record<string, unknown> | null> {
  const result = await unlessConditionFails(
    dynamo.send(new UpdateCommand({ ...update, TableName: tableName(), ReturnValues: 'ALL_NEW' })),
  );
  return result?.Attributes ?? null;
}

/** Runs a conditional delete and answers the item as it was; null when the condition failed. */
export async function deletedIfConditionHolds(
  remove: Omit<DeleteCommandInput, 'TableName' | 'ReturnValues'>,
): Promise<Record<string, unknown> | null> {
  const result = await unlessConditionFails(
    dynamo.send(new DeleteCommand({ ...remove, TableName: tableName(), ReturnValues: 'ALL_OLD' })),
  );
  return result?.Attributes ?? null;
}
