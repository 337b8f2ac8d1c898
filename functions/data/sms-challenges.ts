import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { authLifetimes } from '@shared/domain/auth.js';
import { constantTimeEqual, randomToken, sha256 } from '../lib/hashing.js';
import { dynamo, tableName } from './client.js';
import { updatedIfConditionHolds } from './conditions.js';
import { epochSeconds, tableItem } from './item.js';
import { keys } from './keys.js';
import { itemSchema } from './query.js';
import { addSeconds } from '@shared/domain/time.js';

const smsChallengeRecord = z.object({
  tenantId: z.string(),
  userId: z.string(),
  codeHash: z.string(),
  tries: z.number(),
  expiresAt: z.string(),
});
export type SmsChallenge = z.infer<typeof smsChallengeRecord>;
export const smsChallengeItem = itemSchema('smsChallenge', smsChallengeRecord);

/** Starts the SMS step of a login: stores the code's hash for 5 minutes and 5 tries. */
export async function createSmsChallenge(
  tenantId: string,
  userId: string,
  code: string,
  now = new Date(),
): Promise<string> {
  const challengeId = randomToken();
  const expiresAt = addSeconds(now, authLifetimes.smsCodeSeconds);
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: tableItem(keys.smsChallenge(sha256(challengeId)), 'smsChallenge', {
        tenantId,
        userId,
        codeHash: sha256(`${challengeId}:${code}`),
        tries: 0,
        expiresAt: expiresAt.toISOString(),
        expiresAtEpoch: epochSeconds(expiresAt),
      }),
    }),
  );
  return challengeId;
}

export type SmsCheck = { ok: true; challenge: SmsChallenge } | { ok: false; reason: 'expired' | 'wrong' };

/**
 * Checks a code. Every try is counted first (atomically, so parallel guesses cannot exceed the
 * limit); a right code or the last try deletes the challenge, so a code works once.
 */
export async function checkSmsCode(challengeId: string, code: string, now = new Date()): Promise<SmsCheck> {
  const key = keys.smsChallenge(sha256(challengeId));
  const updated = await updatedIfConditionHolds({
    Key: key,
    UpdateExpression: 'ADD tries :one',
    ConditionExpression: 'attribute_exists(PK) AND tries < :max AND expiresAt > :now',
    ExpressionAttributeValues: { ':one': 1, ':max': authLifetimes.smsCodeTries, ':now': now.toISOString() },
  });
  const challenge = updated && smsChallengeItem.parse(updated);
  if (!challenge) return { ok: false, reason: 'expired' };
  const right = constantTimeEqual(challenge.codeHash, sha256(`${challengeId}:${code}`));
  if (right || challenge.tries >= authLifetimes.smsCodeTries) {
    await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: key }));
  }
  return right
    ? { ok: true, challenge }
    : { ok: false, reason: challenge.tries >= authLifetimes.smsCodeTries ? 'expired' : 'wrong' };
}
