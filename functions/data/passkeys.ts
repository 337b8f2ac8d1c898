import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { ZKekEnvelope, type KekEnvelope } from '@shared/crypto/envelopes.js';
import { passkeyRules } from '@shared/domain/passkeys.js';
import { addSeconds } from '@shared/domain/time.js';
import { passkeyTexts } from '@shared/messages/passkeys.js';
import { sha256 } from '../lib/hashing.js';
import { dynamo, tableName } from './client.js';
import { deletedIfConditionHolds } from './conditions.js';
import { dataConflict, dataNotFound } from './data-error.js';
import { epochSeconds, tableItem } from './item.js';
import { keys } from './keys.js';
import { getItem, getItems, itemSchema } from './query.js';
import type { StaffUser } from './staff-users.js';
import type { TxWrite } from './transact.js';

/*
 * Staff passkeys (WebAuthn). Each is an item of its own keyed by the SHA-256 of its credential id
 * (a sign-in with 'Zaloguj kluczem dostępu' starts from nothing else), and its id is in its
 * user's `passkeyIds`. Every ceremony's challenge is an item keyed by the challenge's SHA-256,
 * deleted under a condition when its answer arrives: a challenge works once.
 */

type Owner = Pick<StaffUser, 'tenantId' | 'userId'>;

const passkeyRecord = z.object({
  passkeyId: z.string(),
  tenantId: z.string(),
  userId: z.string(),
  name: z.string(),
  /** base64url, as the authenticator gave them. */
  credentialId: z.string(),
  publicKey: z.string(),
  counter: z.number(),
  transports: z.array(z.string()).optional(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** The user's private key wrapped with the passkey's PRF output, and the staff key id it wraps. */
  prf: z.object({ wrappedPrivateKey: ZKekEnvelope, kid: z.string() }).nullable(),
});
export type StoredPasskey = z.infer<typeof passkeyRecord>;
export const passkeyItem = itemSchema<StoredPasskey>('passkey', passkeyRecord);

/** A passkey's id: the SHA-256 of its credential id (base64url). */
export const passkeyIdOf = (credentialId: string): string => sha256(credentialId);

export const getPasskey = (passkeyId: string): Promise<StoredPasskey | null> =>
  getItem(keys.passkey(passkeyId), passkeyItem);

/** A user's passkeys, oldest first. */
export async function listPasskeys(user: Pick<StaffUser, 'passkeyIds'>): Promise<StoredPasskey[]> {
  const ids = [...(user.passkeyIds ?? [])];
  if (ids.length === 0) return [];
  const items = await getItems<Record<string, unknown>>(ids.map(keys.passkey), { consistent: true });
  return items.map((item) => passkeyItem.parse(item)).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The writes of a new passkey: its item (refused when the credential is known) and its place on the user. */
export function addPasskeyWrites(passkey: StoredPasskey): TxWrite[] {
  return [
    {
      Put: {
        Item: tableItem(keys.passkey(passkey.passkeyId), 'passkey', passkey),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
      failure: dataConflict(passkeyTexts.alreadyRegistered),
    },
    {
      Update: {
        Key: keys.staffUser(passkey.tenantId, passkey.userId),
        UpdateExpression: 'ADD passkeyIds :id',
        ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(passkeyIds) OR size(passkeyIds) < :max)',
        ExpressionAttributeValues: { ':id': new Set([passkey.passkeyId]), ':max': passkeyRules.maxPerUser },
      },
      failure: dataConflict(passkeyTexts.tooMany(passkeyRules.maxPerUser)),
    },
  ];
}

/** Condition and values that a passkey item is this user's. */
const ownedBy = (owner: Owner) => ({
  ConditionExpression: 'attribute_exists(PK) AND tenantId = :tenant AND userId = :user',
  ExpressionAttributeValues: { ':tenant': owner.tenantId, ':user': owner.userId },
});

export const renamePasskeyWrite = (owner: Owner, passkeyId: string, name: string): TxWrite => {
  const owned = ownedBy(owner);
  return {
    Update: {
      Key: keys.passkey(passkeyId),
      UpdateExpression: 'SET #name = :name',
      ConditionExpression: owned.ConditionExpression,
      ExpressionAttributeNames: { '#name': 'name' },
      ExpressionAttributeValues: { ...owned.ExpressionAttributeValues, ':name': name },
    },
    failure: dataNotFound(passkeyTexts.notFound),
  };
};

export const removePasskeyWrites = (owner: Owner, passkeyId: string): TxWrite[] => [
  { Delete: { Key: keys.passkey(passkeyId), ...ownedBy(owner) }, failure: dataNotFound(passkeyTexts.notFound) },
  {
    Update: {
      Key: keys.staffUser(owner.tenantId, owner.userId),
      UpdateExpression: 'DELETE passkeyIds :id',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':id': new Set([passkeyId]) },
    },
    failure: dataNotFound(passkeyTexts.notFound),
  },
];

/** The passkey items of a user deleted for good. */
export const deletePasskeysWrites = (user: Pick<StaffUser, 'passkeyIds'>): TxWrite[] =>
  [...(user.passkeyIds ?? [])].map((passkeyId) => ({ Delete: { Key: keys.passkey(passkeyId) } }));

/**
 * A sign-in's use of a passkey: its new signature counter, only if the counter is still the one
 * verified against (two uses of one assertion at once: one wins).
 */
export function usePasskeyWrite(passkey: StoredPasskey, newCounter: number, now = new Date()): TxWrite {
  return {
    Update: {
      Key: keys.passkey(passkey.passkeyId),
      UpdateExpression: 'SET #counter = :new, lastUsedAt = :now',
      ConditionExpression: 'attribute_exists(PK) AND #counter = :old',
      ExpressionAttributeNames: { '#counter': 'counter' },
      ExpressionAttributeValues: { ':new': newCounter, ':old': passkey.counter, ':now': now.toISOString() },
    },
    failure: dataConflict(passkeyTexts.challengeExpired),
  };
}

/** Keeps the user's private key wrapped for the passkey's PRF output (and the key id it wraps). */
export const storePasskeyPrfWrite = (
  owner: Owner,
  passkeyId: string,
  prf: { wrappedPrivateKey: KekEnvelope; kid: string },
): TxWrite => {
  const owned = ownedBy(owner);
  return {
    Update: {
      Key: keys.passkey(passkeyId),
      UpdateExpression: 'SET prf = :prf',
      ConditionExpression: owned.ConditionExpression,
      ExpressionAttributeValues: { ...owned.ExpressionAttributeValues, ':prf': prf },
    },
    failure: dataNotFound(passkeyTexts.notFound),
  };
};

export type ChallengePurpose = 'registration' | 'sign-in' | 'second-factor';

const challengeRecord = z.object({
  purpose: z.enum(['registration', 'sign-in', 'second-factor']),
  /** Whose ceremony it is; absent for 'Zaloguj kluczem dostępu' (nobody is known yet). */
  tenantId: z.string().optional(),
  userId: z.string().optional(),
  expiresAt: z.string(),
});
export type WebauthnChallenge = z.infer<typeof challengeRecord>;
export const webauthnChallengeItem = itemSchema<WebauthnChallenge>('webauthnChallenge', challengeRecord);

/** Keeps a new challenge's hash for its ceremony (5 minutes). */
export async function storeChallenge(
  challenge: string,
  purpose: ChallengePurpose,
  owner?: Owner,
  now = new Date(),
): Promise<void> {
  const expiresAt = addSeconds(now, passkeyRules.challengeSeconds);
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: tableItem(keys.webauthnChallenge(sha256(challenge)), 'webauthnChallenge', {
        purpose,
        ...(owner ? { tenantId: owner.tenantId, userId: owner.userId } : {}),
        expiresAt: expiresAt.toISOString(),
        expiresAtEpoch: epochSeconds(expiresAt),
      }),
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/**
 * Takes a challenge for good (a conditional delete): the challenge as it was, or null when it is
 * unknown, used, expired or of another ceremony. It is spent whether its answer then verifies or not.
 */
export async function consumeChallenge(
  challenge: string,
  purposes: readonly [ChallengePurpose, ...ChallengePurpose[]],
  now = new Date(),
): Promise<WebauthnChallenge | null> {
  const names = purposes.map((_, i) => `:purpose${i}`);
  const taken = await deletedIfConditionHolds({
    Key: keys.webauthnChallenge(sha256(challenge)),
    ConditionExpression: `attribute_exists(PK) AND purpose IN (${names.join(', ')}) AND expiresAt > :now`,
    ExpressionAttributeValues: {
      ...Object.fromEntries(purposes.map((purpose, i) => [`:purpose${i}`, purpose])),
      ':now': now.toISOString(),
    },
  });
  return taken && webauthnChallengeItem.parse(taken);
}
