import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { DISCOUNT_HOLD_MINUTES, type DiscountCode } from '@shared/domain/billing.js';
import { billingTexts } from '@shared/messages/billing.js';
import { dynamo, tableName } from './client.js';
import { conditionHeld } from './conditions.js';
import { DataError } from './data-error.js';
import { tableItem } from './item.js';
import { keys } from './keys.js';
import { getItem, itemSchema, queryItems } from './query.js';
import type { TxWrite } from './transact.js';
import { MINUTE } from '@shared/domain/time.js';

export const discountCodeItem = itemSchema<DiscountCode>(
  'discountCode',
  z.object({
    code: z.string(),
    percent: z.number(),
    validFrom: z.string(),
    validTo: z.string(),
    partnerName: z.string().nullable(),
    multiUse: z.boolean(),
    usedCount: z.number(),
    heldBy: z.object({ orderId: z.string(), until: z.string() }).nullable().optional(),
  }),
);

export async function getDiscountCode(code: string): Promise<DiscountCode | null> {
  return getItem(keys.discountCode(code), discountCodeItem);
}

/** Every code (the operator's list; a handful). */
export const listDiscountCodes = (): Promise<DiscountCode[]> => queryItems(keys.discountCodes(), discountCodeItem);

/** A new code; false when the code exists already (codes are never overwritten). */
export const createDiscountCode = (code: DiscountCode): Promise<boolean> =>
  conditionHeld(
    dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: tableItem(keys.discountCode(code.code), 'discountCode', code),
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );

/**
 * Holds a single-use code for a new order (in the order's transaction): refused when it was spent,
 * or another order holds it and its payment can still come.
 */
export const discountCodeHoldWrite = (code: string, orderId: string, now: Date): TxWrite => ({
  Update: {
    Key: keys.discountCode(code),
    UpdateExpression: 'SET heldBy = :held',
    ConditionExpression:
      'attribute_exists(PK) AND usedCount = :zero AND (attribute_not_exists(heldBy) OR attribute_type(heldBy, :null) OR heldBy.#until <= :now)',
    ExpressionAttributeNames: { '#until': 'until' },
    ExpressionAttributeValues: {
      ':held': { orderId, until: new Date(now.getTime() + DISCOUNT_HOLD_MINUTES * MINUTE).toISOString() },
      ':zero': 0,
      ':null': 'NULL',
      ':now': now.toISOString(),
    },
  },
  failure: new DataError('CONFLICT', billingTexts.discountUsed, {
    fields: { discountCode: billingTexts.discountUsed },
  }),
});

/** Lets the code go when its order ended unpaid (only that order's hold; anything else stays). */
export const releaseDiscountHold = (code: string, orderId: string): Promise<boolean> =>
  conditionHeld(
    dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.discountCode(code),
        UpdateExpression: 'REMOVE heldBy',
        ConditionExpression: 'heldBy.orderId = :order',
        ExpressionAttributeValues: { ':order': orderId },
      }),
    ),
  );

/** Counts a paid order's use of its code (in the payment's transaction). */
export const discountCodeUsedWrite = (code: string): TxWrite => ({
  Update: {
    Key: keys.discountCode(code),
    UpdateExpression: 'ADD usedCount :one',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':one': 1 },
  },
});
