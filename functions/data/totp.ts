import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { authLifetimes } from '@shared/domain/auth.js';
import { addSeconds } from '@shared/domain/time.js';
import { totpRules } from '@shared/domain/totp.js';
import { totpTexts } from '@shared/messages/totp.js';
import { ZStoredTotpSecret, type StoredTotpSecret } from '../adapters/totp-secret-key.js';
import { randomToken, sha256 } from '../lib/hashing.js';
import { dynamo, tableName } from './client.js';
import { updatedIfConditionHolds } from './conditions.js';
import { dataConflict } from './data-error.js';
import { epochSeconds, tableItem } from './item.js';
import { keys } from './keys.js';
import { itemSchema } from './query.js';
import type { StaffUser } from './staff-users.js';
import type { TxWrite } from './transact.js';

/*
 * The authenticator app of a staff user, kept on their user item (`totp`, `totpPending`), and the
 * login's code step (`TOTP#` items). Every code is checked against the last time step used, in
 * the same transaction that starts the session or changes the setting: a code works once.
 */

type Owner = Pick<StaffUser, 'tenantId' | 'userId'>;

/** Settings: a secret offered for setup, replacing any earlier offer; refused when the app is on already. */
export const offerTotpSecretWrite = (user: Owner, secret: StoredTotpSecret, now = new Date()): TxWrite => ({
  Update: {
    Key: keys.staffUser(user.tenantId, user.userId),
    UpdateExpression: 'SET totpPending = :p',
    ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(totp)',
    ExpressionAttributeValues: {
      ':p': { secret, expiresAt: addSeconds(now, totpRules.setupSeconds).toISOString() },
    },
  },
  failure: dataConflict(totpTexts.alreadyEnabled),
});

/**
 * Turns the app on with its first code's step and the backup codes' hashes. `from`: in Settings
 * the secret must still be the one offered there (a newer offer or a finished setup refuses); at
 * a login's required setup the write records the login too.
 */
export const enableTotpWrite = (
  user: Owner,
  secret: StoredTotpSecret,
  step: number,
  backupCodeHashes: readonly string[],
  from: 'settings' | 'login',
  now = new Date(),
): TxWrite => ({
  Update: {
    Key: keys.staffUser(user.tenantId, user.userId),
    UpdateExpression: `SET totp = :t${from === 'login' ? ', lastLoginAt = :now' : ''} REMOVE totpPending`,
    // A sealed secret is a fresh ciphertext each time: the offer still standing is the one whose ciphertext was read.
    ConditionExpression: `attribute_exists(PK) AND attribute_not_exists(totp)${from === 'settings' ? ` AND totpPending.secret${typeof secret === 'string' ? '' : '.ct'} = :s` : ''}`,
    ExpressionAttributeValues: {
      ':t': { secret, lastStep: step, backupCodeHashes: new Set(backupCodeHashes), enabledAt: now.toISOString() },
      ...(from === 'settings'
        ? { ':s': typeof secret === 'string' ? secret : secret.ct }
        : { ':now': now.toISOString() }),
    },
  },
  failure: dataConflict(totpTexts.alreadyEnabled),
});

/**
 * Spends a time step at a login (recording the login, as `recordLoginWrite` does: one transaction
 * may touch the user item once): refused when it is not after the last one used (a replayed code).
 */
export const useTimeStepWrite = (user: Owner, step: number, now = new Date()): TxWrite => ({
  Update: {
    Key: keys.staffUser(user.tenantId, user.userId),
    UpdateExpression: 'SET totp.lastStep = :step, lastLoginAt = :now',
    ConditionExpression: 'attribute_exists(totp) AND totp.lastStep < :step',
    ExpressionAttributeValues: { ':step': step, ':now': now.toISOString() },
  },
  failure: dataConflict(totpTexts.codeUsed),
});

/** Spends a backup code at a login (recording the login): refused when it was spent meanwhile. */
export const spendBackupCodeWrite = (user: Owner, hash: string, now = new Date()): TxWrite => ({
  Update: {
    Key: keys.staffUser(user.tenantId, user.userId),
    UpdateExpression: 'SET lastLoginAt = :now DELETE totp.backupCodeHashes :spent',
    ConditionExpression: 'contains(totp.backupCodeHashes, :hash)',
    ExpressionAttributeValues: { ':spent': new Set([hash]), ':hash': hash, ':now': now.toISOString() },
  },
  failure: dataConflict(totpTexts.codeUsed),
});

/** New backup codes in place of the old ones. */
export const replaceBackupCodesWrite = (user: Owner, hashes: readonly string[]): TxWrite => ({
  Update: {
    Key: keys.staffUser(user.tenantId, user.userId),
    UpdateExpression: 'SET totp.backupCodeHashes = :codes',
    ConditionExpression: 'attribute_exists(totp)',
    ExpressionAttributeValues: { ':codes': new Set(hashes) },
  },
  failure: dataConflict(totpTexts.notEnabled),
});

export const disableTotpWrite = (user: Owner): TxWrite => ({
  Update: {
    Key: keys.staffUser(user.tenantId, user.userId),
    UpdateExpression: 'REMOVE totp, totpPending',
    ConditionExpression: 'attribute_exists(totp)',
  },
  failure: dataConflict(totpTexts.notEnabled),
});

const totpChallengeRecord = z.object({
  tenantId: z.string(),
  userId: z.string(),
  tries: z.number(),
  expiresAt: z.string(),
  /** A forced setup (the organisation requires a second factor): the secret offered at login, sealed. */
  setupSecret: ZStoredTotpSecret.optional(),
});
export type TotpChallenge = z.infer<typeof totpChallengeRecord>;
export const totpChallengeItem = itemSchema('totpChallenge', totpChallengeRecord);

/** Starts the code step of a login: 5 minutes and 5 tries (10 minutes for a setup), as the SMS step. */
export async function createTotpChallenge(
  user: Owner,
  setupSecret?: StoredTotpSecret,
  now = new Date(),
): Promise<string> {
  const challengeId = randomToken();
  const expiresAt = addSeconds(now, setupSecret ? totpRules.setupSeconds : authLifetimes.smsCodeSeconds);
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: tableItem(keys.totpChallenge(sha256(challengeId)), 'totpChallenge', {
        tenantId: user.tenantId,
        userId: user.userId,
        tries: 0,
        expiresAt: expiresAt.toISOString(),
        expiresAtEpoch: epochSeconds(expiresAt),
        ...(setupSecret ? { setupSecret } : {}),
      }),
    }),
  );
  return challengeId;
}

/**
 * Counts a try of the challenge (atomically, so parallel guesses cannot exceed the limit) and
 * answers it, or null when it is over (expired, used, out of tries; the table's TTL removes it).
 */
export async function takeTotpChallengeTry(challengeId: string, now = new Date()): Promise<TotpChallenge | null> {
  const key = keys.totpChallenge(sha256(challengeId));
  const updated = await updatedIfConditionHolds({
    Key: key,
    UpdateExpression: 'ADD tries :one',
    ConditionExpression: 'attribute_exists(PK) AND tries < :max AND expiresAt > :now',
    ExpressionAttributeValues: { ':one': 1, ':max': authLifetimes.smsCodeTries, ':now': now.toISOString() },
  });
  return updated && totpChallengeItem.parse(updated);
}

/** Ends a challenge with the session it starts: a challenge works once. */
export const endTotpChallengeWrite = (challengeId: string): TxWrite => ({
  Delete: {
    Key: keys.totpChallenge(sha256(challengeId)),
    ConditionExpression: 'attribute_exists(PK)',
  },
  failure: dataConflict(totpTexts.challengeExpired),
});
