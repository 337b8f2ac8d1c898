import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './client.js';
import { conditionHeld } from './conditions.js';
import { epochSeconds, tableItem } from './item.js';
import { keys } from './keys.js';
import { MINUTE, addDays } from '@shared/domain/time.js';

/**
 * How long a digest being sent is held by the run sending it. Longer than the digest worker runs
 * (infra/jobs.ts, 5 minutes), shorter than its queue's visibility timeout (30 minutes): a worker
 * that stopped between claiming and SES's answer has let go of the digest by the time its
 * message comes back, so the redelivery sends it.
 */
export const DIGEST_SENDING_LEASE_MS = 15 * MINUTE;

/**
 * Claims today's digest for one staff user, to send it: true when nobody sent it today and no
 * other run is sending it now. The claim says `sending` until `markDeadlineDigestSent` records
 * that SES took it; a claim without a status (written before that step existed) counts as sent.
 * The item lives two days. The lease runs on the clock, not on the run's `now` (a redelivery
 * carries the schedule's time).
 */
export const claimDeadlineDigest = (day: string, tenantId: string, userId: string, now: Date): Promise<boolean> => {
  const clock = Date.now();
  return conditionHeld(
    dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: tableItem(keys.deadlineDigest(day, tenantId, userId), 'deadlineDigest', {
          tenantId,
          userId,
          day,
          status: 'sending',
          leaseUntil: clock + DIGEST_SENDING_LEASE_MS,
          expiresAtEpoch: epochSeconds(addDays(now, 2)),
        }),
        ConditionExpression: 'attribute_not_exists(PK) OR (#status = :sending AND leaseUntil < :clock)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':sending': 'sending', ':clock': clock },
      }),
    ),
  );
};

/** Records today's digest as sent, once SES accepted it: no later run or redelivery sends it again. */
export async function markDeadlineDigestSent(day: string, tenantId: string, userId: string): Promise<void> {
  await conditionHeld(
    dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.deadlineDigest(day, tenantId, userId),
        UpdateExpression: 'SET #status = :sent REMOVE leaseUntil',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':sent': 'sent' },
      }),
    ),
  );
}

/** Gives today's digest back when SES refused it, so that the retry sends it (never a digest recorded as sent). */
export async function releaseDeadlineDigest(day: string, tenantId: string, userId: string): Promise<void> {
  await conditionHeld(
    dynamo.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.deadlineDigest(day, tenantId, userId),
        ConditionExpression: '#status = :sending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':sending': 'sending' },
      }),
    ),
  );
}
