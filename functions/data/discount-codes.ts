import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DiscountCode } from '@shared/domain/billing.js';
import { dynamo, tableName } from './client.js';
import { conditionHeld } from './conditions.js';
import { tableItem } from './item.js';
import { keys } from './keys.js';
import { queryAll } from './query.js';
import type { TxWrite } from './transact.js';

export async function getDiscountCode(code: string): Promise<DiscountCode | null> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.discountCode(code), ConsistentRead: true }));
  return (Item as DiscountCode | undefined) ?? null;
}

/** Every code (the operator's list; a handful). */
export const listDiscountCodes = (): Promise<DiscountCode[]> => queryAll<DiscountCode>(keys.discountCodes());

/** A new code; false when the code exists already (codes are never overwritten). */
export const createDiscountCode = (code: DiscountCode): Promise<boolean> =>
  conditionHeld(
    dynamo.send(new PutCommand({ TableName: tableName(), Item: tableItem(keys.discountCode(code.code), 'discountCode', code), ConditionExpression: 'attribute_not_exists(PK)' })),
  );

/** Counts a paid order's use of its code (in the payment's transaction). */
export const discountCodeUsedWrite = (code: string): TxWrite => ({
  Update: { Key: keys.discountCode(code), UpdateExpression: 'ADD usedCount :one', ConditionExpression: 'attribute_exists(PK)', ExpressionAttributeValues: { ':one': 1 } },
});
