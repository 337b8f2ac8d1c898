import { dataNotFound } from './data-error.js';
import type { TxWrite } from './transact.js';

/**
 * Deletes an item (an upload's record) only while its `state` is still `state`: one accepted,
 * refused or gone meanwhile fails the transaction as a 404 and nothing else is written.
 */
export const deleteInStateWrite = (Key: Record<string, string>, state: string): TxWrite => ({
  Delete: {
    Key,
    ConditionExpression: '#state = :state',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: { ':state': state },
  },
  failure: dataNotFound(),
});
