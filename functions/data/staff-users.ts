import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { PasswordEnvelope, PublicKeyEnvelope } from '@shared/crypto/envelopes.js';
import type { StaffRights } from '@shared/domain/staff-user.js';
import { authTexts } from '@shared/messages/auth.js';
import { dynamo, tableName } from './client.js';
import { dataConflict, dataNotFound, type DataError } from './data-error.js';
import { tableItem } from './item.js';
import { keys } from './keys.js';
import { queryAll } from './query.js';
import type { TxWrite } from './transact.js';

export interface StaffCredentials {
  /** SHA-256 of the login secret (never the password, never the secret itself). */
  authVerifier: string;
  publicKey: string;
  kid: string;
  /** The user's private key wrapped under their password; records the Argon2id parameters. */
  wrappedPrivateKey: PasswordEnvelope;
}

export interface StaffUser extends StaffRights {
  tenantId: string;
  userId: string;
  email: string;
  name: string;
  phone: string | null;
  smsAuthorization: boolean;
  lastLoginAt: string | null;
  createdAt: string;
  credentials?: StaffCredentials;
  /** The organisation private key wrapped for this user's public key; null until granted. */
  wrappedOrgKey?: PublicKeyEnvelope | null;
  /** Sessions started before this instant are over (set by a password change or reset). */
  sessionsValidAfter?: string;
}

export async function getStaffUser(tenantId: string, userId: string): Promise<StaffUser | null> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.staffUser(tenantId, userId) }));
  return (Item as StaffUser | undefined) ?? null;
}

/** The user an e-mail belongs to (e-mail is unique across the platform). */
export async function getStaffUserByEmail(email: string): Promise<StaffUser | null> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.email(email) }));
  if (!Item) return null;
  return getStaffUser(Item.tenantId as string, Item.userId as string);
}

/** Writes of a new user: the user and the e-mail claim (fails if the e-mail is taken). */
export function newStaffUserWrites(user: StaffUser): TxWrite[] {
  return [
    {
      Put: { Item: tableItem(keys.email(user.email), 'emailClaim', { tenantId: user.tenantId, userId: user.userId }), ConditionExpression: 'attribute_not_exists(PK)' },
      failure: dataConflict(authTexts.emailTaken),
    },
    { Put: { Item: tableItem(keys.staffUser(user.tenantId, user.userId), 'staffUser', user), ConditionExpression: 'attribute_not_exists(PK)' } },
  ];
}

/**
 * Replaces the user's credentials and ends every session they had; `wrappedOrgKey` undefined
 * keeps the current one (password change), null wipes it (password reset).
 */
export function setCredentialsWrite(
  user: Pick<StaffUser, 'tenantId' | 'userId'>,
  credentials: StaffCredentials,
  wrappedOrgKey?: PublicKeyEnvelope | null,
  now = new Date(),
): TxWrite {
  const values: Record<string, unknown> = { ':c': credentials, ':after': now.toISOString() };
  let expression = 'SET credentials = :c, sessionsValidAfter = :after';
  if (wrappedOrgKey !== undefined) {
    expression += ', wrappedOrgKey = :k';
    values[':k'] = wrappedOrgKey;
  }
  return {
    Update: {
      Key: keys.staffUser(user.tenantId, user.userId),
      UpdateExpression: expression,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: values,
    },
    failure: dataNotFound(),
  };
}

/** Records a successful login (the users panel shows it as "last seen"). */
export const recordLoginWrite = (user: Pick<StaffUser, 'tenantId' | 'userId'>, now = new Date()): TxWrite => ({
  Update: {
    Key: keys.staffUser(user.tenantId, user.userId),
    UpdateExpression: 'SET lastLoginAt = :now',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':now': now.toISOString() },
  },
  failure: dataNotFound(),
});

/**
 * Stores the organisation private key wrapped for the user's public key; fails with `failure`
 * (nothing stored) when the user's key pair is no longer the one `wrapped` was made for.
 */
export const storeWrappedOrgKeyWrite = (user: Pick<StaffUser, 'tenantId' | 'userId'>, wrapped: PublicKeyEnvelope, failure: DataError): TxWrite => ({
  Update: {
    Key: keys.staffUser(user.tenantId, user.userId),
    UpdateExpression: 'SET wrappedOrgKey = :k',
    ConditionExpression: 'attribute_exists(PK) AND credentials.kid = :kid',
    ExpressionAttributeValues: { ':k': wrapped, ':kid': wrapped.kid },
  },
  failure,
});

/** Every staff user of an organisation (a small, bounded set: the package limits accounts). */
export const listStaffUsers = (tenantId: string): Promise<StaffUser[]> => queryAll<StaffUser>(keys.staffUsersOf(tenantId));
