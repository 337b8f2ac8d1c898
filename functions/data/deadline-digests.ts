import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './client.js';
import { conditionHeld } from './conditions.js';
import { epochSeconds, tableItem } from './item.js';
import { keys } from './keys.js';
import { addDays } from '@shared/domain/time.js';

/**
 * Claims today's digest for one staff user: true once per user and Polish date, false for every
 * later run that day (a retried or repeated job never sends twice). The claim lives two days.
 */
export const claimDeadlineDigest = (day: string, tenantId: string, userId: string, now: Date): Promise<boolean> =>
  conditionHeld(
    dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: tableItem(keys.deadlineDigest(day, tenantId, userId), 'deadlineDigest', {
          tenantId,
          userId,
          day,
          expiresAtEpoch: epochSeconds(addDays(now, 2)),
        }),
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );

/** Gives today's digest back when SES refused it, so that the job's retry sends it. */
export async function releaseDeadlineDigest(day: string, tenantId: string, userId: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: keys.deadlineDigest(day, tenantId, userId) }));
}
