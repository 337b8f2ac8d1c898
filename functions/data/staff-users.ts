import * as z from 'zod';
import {
  ZPasswordEnvelope,
  ZPublicKeyEnvelope,
  type PasswordEnvelope,
  type PublicKeyEnvelope,
} from '@shared/crypto/envelopes.js';
import { staffUserType, type StaffRights } from '@shared/domain/staff-user.js';
import { authTexts } from '@shared/messages/auth.js';
import { dataConflict, dataNotFound, type DataError } from './data-error.js';
import { madeByUpdate, tableItem } from './item.js';
import { keys } from './keys.js';
import { getItem, itemSchema, queryItems } from './query.js';
import { withdrawInvitationWrite } from './invitations.js';
import { counterWrite } from './tenants.js';
import type { TxWrite } from './transact.js';
import { ZStoredTotpSecret, type StoredTotpSecret } from '../adapters/totp-secret-key.js';

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
  /** The open invitation of a user who has not set a password yet (data/invitations.ts). */
  invitation?: { tokenHash: string; expiresAt: string } | null;
  /** Sessions started before this instant are over (set by a password change or reset, a deactivation). */
  sessionsValidAfter?: string;
  /** Reports this user is excluded from ('Wyłącz z dostępu', data/report-exclusions.ts); absent: none. */
  hiddenReportIds?: ReadonlySet<string>;
  /** The authenticator app, once confirmed (data/totp.ts); never in any answer. */
  totp?: StaffTotp;
  /** A secret offered in Settings, waiting for its first code (sealed, adapters/totp-secret-key.ts). */
  totpPending?: { secret: StoredTotpSecret; expiresAt: string };
  /** The ids of the user's passkeys (data/passkeys.ts). */
  passkeyIds?: ReadonlySet<string>;
}

export interface StaffTotp {
  /** The RFC 6238 secret, base32, sealed under the server-side TOTP key (adapters/totp-secret-key.ts). */
  secret: StoredTotpSecret;
  /** The last time step whose code was accepted: that code and older ones are refused. */
  lastStep: number;
  /** SHA-256 of each unused backup code; absent once all are spent. */
  backupCodeHashes?: ReadonlySet<string>;
  enabledAt: string;
}

const staffUserRecord = z.object({
  type: z.enum(staffUserType),
  isMainAdmin: z.boolean(),
  status: z.number(),
  canArchivize: z.boolean(),
  canReports: z.boolean(),
  canExternalSend: z.boolean(),
  tenantId: z.string(),
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  smsAuthorization: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  credentials: z
    .object({ authVerifier: z.string(), publicKey: z.string(), kid: z.string(), wrappedPrivateKey: ZPasswordEnvelope })
    .optional(),
  wrappedOrgKey: ZPublicKeyEnvelope.nullable().optional(),
  invitation: z.object({ tokenHash: z.string(), expiresAt: z.string() }).nullable().optional(),
  sessionsValidAfter: z.string().optional(),
  hiddenReportIds: z.set(z.string()).optional(),
  totp: z
    .object({
      secret: ZStoredTotpSecret,
      lastStep: z.number(),
      backupCodeHashes: z.set(z.string()).optional(),
      enabledAt: z.string(),
    })
    .optional(),
  totpPending: z.object({ secret: ZStoredTotpSecret, expiresAt: z.string() }).optional(),
  passkeyIds: z.set(z.string()).optional(),
});
export const staffUserItem = itemSchema<StaffUser>('staffUser', staffUserRecord);
export const emailClaimItem = itemSchema('emailClaim', z.object({ tenantId: z.string(), userId: z.string() }));

/**
 * A staff user, read consistently: every staff request checks its user here, so a user deleted
 * or deactivated a moment ago is refused at once, not after replication catches up.
 */
export async function getStaffUser(tenantId: string, userId: string): Promise<StaffUser | null> {
  return getItem(keys.staffUser(tenantId, userId), staffUserItem);
}

/** The user an e-mail belongs to (e-mail is unique across the platform). */
export async function getStaffUserByEmail(email: string): Promise<StaffUser | null> {
  const claim = await getItem(keys.email(email), emailClaimItem, { consistent: false });
  return claim && getStaffUser(claim.tenantId, claim.userId);
}

/** Writes of a new user: the user and the e-mail claim (fails if the e-mail is taken). */
export function newStaffUserWrites(user: StaffUser): TxWrite[] {
  return [
    {
      Put: {
        Item: tableItem(keys.email(user.email), 'emailClaim', { tenantId: user.tenantId, userId: user.userId }),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
      failure: dataConflict(authTexts.emailTaken),
    },
    {
      Put: {
        Item: tableItem(keys.staffUser(user.tenantId, user.userId), 'staffUser', user),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
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
 * (nothing stored) when the user's key pair is no longer the one `wrapped` was made for, or,
 * `onlyIfNone`, when the user holds a copy already.
 */
const wrappedOrgKeyWrite = (
  user: Pick<StaffUser, 'tenantId' | 'userId'>,
  wrapped: PublicKeyEnvelope,
  failure: DataError,
  { onlyIfNone }: { onlyIfNone: boolean },
): TxWrite => ({
  Update: {
    Key: keys.staffUser(user.tenantId, user.userId),
    UpdateExpression: 'SET wrappedOrgKey = :k',
    ConditionExpression: onlyIfNone
      ? 'attribute_exists(PK) AND credentials.kid = :kid AND (attribute_not_exists(wrappedOrgKey) OR attribute_type(wrappedOrgKey, :null))'
      : 'attribute_exists(PK) AND credentials.kid = :kid',
    ExpressionAttributeValues: { ':k': wrapped, ':kid': wrapped.kid, ...(onlyIfNone ? { ':null': 'NULL' } : {}) },
  },
  failure,
});

/** The user's own copy of the organisation key, replacing the one they had (restoring access). */
export const storeWrappedOrgKeyWrite = (
  user: Pick<StaffUser, 'tenantId' | 'userId'>,
  wrapped: PublicKeyEnvelope,
  failure: DataError,
): TxWrite => wrappedOrgKeyWrite(user, wrapped, failure, { onlyIfNone: false });

/** Every staff user of an organisation (a small, bounded set: the package limits accounts). */
export const listStaffUsers = (tenantId: string): Promise<StaffUser[]> =>
  queryItems(keys.staffUsersOf(tenantId), staffUserItem);

/**
 * Counts one more account while the organisation has fewer than `limit` (the package's): two
 * adds at once cannot both take the last place, whatever each read before.
 */
export const reserveStaffAccountWrite = (tenantId: string, limit: number, failure: DataError): TxWrite => ({
  Update: {
    Key: keys.counters(tenantId),
    UpdateExpression: `SET ${madeByUpdate('counters').set} ADD #count :one`,
    ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
    ExpressionAttributeNames: { '#count': 'staffUsers' },
    ExpressionAttributeValues: { ':one': 1, ':limit': limit, ...madeByUpdate('counters').values },
  },
  failure,
});

/** What a person changes of a staff user in the users panel. */
export type StaffUserChanges = Pick<
  StaffUser,
  | 'name'
  | 'email'
  | 'phone'
  | 'type'
  | 'status'
  | 'canArchivize'
  | 'canReports'
  | 'canExternalSend'
  | 'smsAuthorization'
>;

/**
 * Writes of an edit of `user` as it was read: the new values, and when the e-mail changes the
 * claim moves with it (a taken address fails with `emailTaken`). A user changed meanwhile (their
 * e-mail or main-administrator flag no longer as read) or deleted fails with `changedMeanwhile`.
 * `endSessions` ends every session the user has (a deactivation); `invitation` replaces their open one.
 */
export function updateStaffUserWrites(
  user: StaffUser,
  changes: StaffUserChanges,
  failures: { changedMeanwhile: DataError; emailTaken: DataError },
  options: { endSessions: boolean; invitation?: NonNullable<StaffUser['invitation']> },
  now = new Date(),
): TxWrite[] {
  const values: Record<string, unknown> = {
    ':name': changes.name,
    ':email': changes.email,
    ':phone': changes.phone,
    ':type': changes.type,
    ':status': changes.status,
    ':archive': changes.canArchivize,
    ':reports': changes.canReports,
    ':external': changes.canExternalSend,
    ':sms': changes.smsAuthorization,
    ':seenEmail': user.email,
    ':seenMain': user.isMainAdmin,
  };
  let expression =
    'SET #name = :name, email = :email, phone = :phone, #type = :type, #status = :status, canArchivize = :archive, canReports = :reports, canExternalSend = :external, smsAuthorization = :sms';
  if (options.endSessions) {
    expression += ', sessionsValidAfter = :after';
    values[':after'] = now.toISOString();
  }
  if (options.invitation) {
    expression += ', invitation = :invitation';
    values[':invitation'] = options.invitation;
  }
  const writes: TxWrite[] = [
    {
      Update: {
        Key: keys.staffUser(user.tenantId, user.userId),
        UpdateExpression: expression,
        ConditionExpression: 'attribute_exists(PK) AND email = :seenEmail AND isMainAdmin = :seenMain',
        ExpressionAttributeNames: { '#name': 'name', '#type': 'type', '#status': 'status' },
        ExpressionAttributeValues: values,
      },
      failure: failures.changedMeanwhile,
    },
  ];
  if (keys.email(changes.email).PK !== keys.email(user.email).PK) {
    writes.push(releaseEmailClaimWrite(user, failures.changedMeanwhile), {
      Put: {
        Item: tableItem(keys.email(changes.email), 'emailClaim', { tenantId: user.tenantId, userId: user.userId }),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
      failure: failures.emailTaken,
    });
  }
  return writes;
}

/** Frees a user's e-mail (only if the claim is theirs; a claim already gone is no matter). */
const releaseEmailClaimWrite = (user: Pick<StaffUser, 'email' | 'userId'>, failure: DataError): TxWrite => ({
  Delete: {
    Key: keys.email(user.email),
    ConditionExpression: 'attribute_not_exists(PK) OR userId = :user',
    ExpressionAttributeValues: { ':user': user.userId },
  },
  failure,
});

/**
 * Writes that delete a staff user for good: the user (never the main administrator; with them
 * their copy of the organisation key, so access is revoked), their e-mail and their place in the
 * account count. Their sessions end at once: a session whose user is gone is refused.
 */
export const deleteStaffUserWrites = (user: StaffUser, goneMeanwhile: DataError): TxWrite[] => [
  {
    Delete: {
      Key: keys.staffUser(user.tenantId, user.userId),
      ConditionExpression: 'attribute_exists(PK) AND isMainAdmin = :no',
      ExpressionAttributeValues: { ':no': false },
    },
    failure: goneMeanwhile,
  },
  releaseEmailClaimWrite(user, goneMeanwhile),
  counterWrite(user.tenantId, 'staffUsers', -1),
  ...(user.invitation ? [withdrawInvitationWrite(user.invitation.tokenHash)] : []),
];

/**
 * Records a user's new invitation (replacing the one they had) while they have not set a
 * password yet; an activation meanwhile fails with `activated`.
 */
export const setInvitationWrite = (
  user: Pick<StaffUser, 'tenantId' | 'userId'>,
  invitation: NonNullable<StaffUser['invitation']>,
  activated: DataError,
): TxWrite => ({
  Update: {
    Key: keys.staffUser(user.tenantId, user.userId),
    UpdateExpression: 'SET invitation = :invitation',
    ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(credentials)',
    ExpressionAttributeValues: { ':invitation': invitation },
  },
  failure: activated,
});

/**
 * The invited user's first password: their credentials (key pair made in their browser), and the
 * invitation is done. Only once, and only for the invitation the user item still names.
 */
export const acceptInvitationWrite = (
  user: Pick<StaffUser, 'tenantId' | 'userId'>,
  tokenHash: string,
  credentials: StaffCredentials,
  failure: DataError,
): TxWrite => ({
  Update: {
    Key: keys.staffUser(user.tenantId, user.userId),
    UpdateExpression: 'SET credentials = :credentials REMOVE invitation',
    ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(credentials) AND invitation.tokenHash = :hash',
    ExpressionAttributeValues: { ':credentials': credentials, ':hash': tokenHash },
  },
  failure,
});

/**
 * Checks inside a transaction, changing nothing, that a user still holds the organisation key
 * and is active (the granter: a password reset or a deactivation meanwhile fails with `failure`).
 */
export const holdsOrganisationKeyCheck = (
  user: Pick<StaffUser, 'tenantId' | 'userId'>,
  failure: DataError,
): TxWrite => ({
  ConditionCheck: {
    Key: keys.staffUser(user.tenantId, user.userId),
    ConditionExpression:
      'attribute_exists(wrappedOrgKey) AND NOT attribute_type(wrappedOrgKey, :null) AND #status = :active',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':null': 'NULL', ':active': 1 },
  },
  failure,
});

/**
 * Stores the organisation key wrapped for a pending user: only while they have none (never
 * overwriting a copy) and only for the key pair they have now (`wrapped.kid`), else `failure`.
 */
export const grantOrganisationKeyWrite = (
  user: Pick<StaffUser, 'tenantId' | 'userId'>,
  wrapped: PublicKeyEnvelope,
  failure: DataError,
): TxWrite => wrappedOrgKeyWrite(user, wrapped, failure, { onlyIfNone: true });
