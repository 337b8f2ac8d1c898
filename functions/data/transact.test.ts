import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dynamo } from './client.js';
import { DataError } from './data-error.js';
import { failingWith, transact } from './transact.js';
import type { TxOperation } from './tx-operation.js';

/**
 * What DynamoDB answers when transactions collide cannot be provoked on DynamoDB Local (it runs
 * transactions on one item one after another), so these answers are DynamoDB's own, as documented
 * for TransactWriteItems.
 */
const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

const counterMove: TxOperation = {
  Update: {
    Key: { PK: 'T#t1', SK: 'COUNT' },
    UpdateExpression: 'ADD received :one',
    ExpressionAttributeValues: { ':one': 1 },
  },
};
const claim = failingWith<TxOperation>(
  { Put: { Item: { PK: 'T#t1', SK: 'CLAIM' }, ConditionExpression: 'attribute_not_exists(PK)' } },
  new DataError('NOT_FOUND'),
);

describe('transact under concurrency', () => {
  let send: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.stubEnv('TABLE_NAME', 'ostoja-test');
    send = vi.spyOn(dynamo, 'send');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it('sends again a transaction cancelled only because another one was moving the same counter', async () => {
    send.mockRejectedValueOnce(cancelled('None', 'TransactionConflict')).mockResolvedValue({} as never);
    await expect(transact([claim, counterMove])).resolves.toBeUndefined();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('never sends again a transaction whose own condition failed, and names that failure', async () => {
    send.mockRejectedValue(cancelled('ConditionalCheckFailed', 'TransactionConflict'));
    await expect(transact([claim, counterMove])).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(send).toHaveBeenCalledTimes(1);
  });
});
