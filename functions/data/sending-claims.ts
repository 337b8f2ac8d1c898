import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './client.js';
import { conditionHeld } from './conditions.js';
import { tableItem, type EntityName } from './item.js';
import type { TableKey } from './table-spec.js';
import { MINUTE } from '@shared/domain/time.js';

/**
 * An e-mail a job sends once (a deadline digest, a licence reminder; decision 218): claimed as
 * `sending` before it goes to SES, recorded as `sent` once SES accepted it, given back when SES
 * refused it, so that the next run or the retry sends it and no run sends it twice.
 */
export interface SendingClaim {
  key: TableKey;
  entity: EntityName;
  /** What the item records besides its status (who, which day, its TTL). */
  attributes: object;
}

/**
 * How long an e-mail being sent is held by the run sending it. Longer than the jobs that send
 * such e-mails run for one organisation (infra/jobs.ts, 5 minutes), shorter than their queues'
 * visibility timeout (30 minutes): a worker that stopped between claiming and SES's answer has
 * let go of the e-mail by the time its message comes back, so the redelivery sends it.
 */
export const SENDING_LEASE_MS = 15 * MINUTE;

/**
 * Claims the e-mail, to send it: true when nobody sent it and no other run is sending it now. A
 * claim without a status (written before this step existed) counts as sent. The hold runs on the
 * clock, not on the run's `now` (a redelivery carries the schedule's time).
 */
export function claimSending({ key, entity, attributes }: SendingClaim): Promise<boolean> {
  const clock = Date.now();
  return conditionHeld(
    dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: tableItem(key, entity, { ...attributes, status: 'sending', leaseUntil: clock + SENDING_LEASE_MS }),
        ConditionExpression: 'attribute_not_exists(PK) OR (#status = :sending AND leaseUntil < :clock)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':sending': 'sending', ':clock': clock },
      }),
    ),
  );
}

/** Records the e-mail as sent, once SES accepted it: no later run or redelivery sends it again. */
async function markSent(key: TableKey): Promise<void> {
  await conditionHeld(
    dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET #status = :sent REMOVE leaseUntil',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':sent': 'sent' },
      }),
    ),
  );
}

/** Gives the e-mail back when SES refused it, so that the next run sends it (never one recorded as sent). */
async function releaseSending(key: TableKey): Promise<void> {
  await conditionHeld(
    dynamo.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: key,
        ConditionExpression: '#status = :sending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':sending': 'sending' },
      }),
    ),
  );
}

/**
 * Sends the claimed e-mail once: answers true when `send` (SES) accepted it now, false when it
 * was sent before or is being sent by another run. When `send` fails, the claim is given back and
 * the failure thrown. A run that stops after SES accepted and before the record sends it again
 * once the hold lapses: a second content-free e-mail is the lesser harm than a missed one.
 */
export async function sendOnce(claim: SendingClaim, send: () => Promise<unknown>): Promise<boolean> {
  if (!(await claimSending(claim))) return false;
  try {
    await send();
  } catch (error) {
    await releaseSending(claim.key);
    throw error;
  }
  await markSent(claim.key);
  return true;
}
