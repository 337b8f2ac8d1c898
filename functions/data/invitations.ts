import * as z from 'zod';
import { staffUserLimits } from '@shared/domain/staff-user.js';
import { userTexts } from '@shared/messages/users.js';
import { randomToken, sha256 } from '../lib/hashing.js';
import { dataNotFound } from './data-error.js';
import { epochSeconds, tableItem } from './item.js';
import { keys } from './keys.js';
import { getItem, itemSchema } from './query.js';
import type { TxWrite } from './transact.js';
import { addDays } from '@shared/domain/time.js';

/**
 * Invitations of new staff users: an e-mailed single-use link (`/invitation/{token}`) under which
 * the user sets a password and makes their key pair. Stored by the token's SHA-256, naming the
 * user; the user item records the hash of their one open invitation (`StaffUser.invitation`).
 */
const invitationRecord = z.object({ tenantId: z.string(), userId: z.string(), expiresAt: z.string() });
export type Invitation = z.infer<typeof invitationRecord>;
export const invitationItem = itemSchema('invitation', invitationRecord);

/** A new invitation for a user: its token (for the e-mail), what the user item records, and its write. */
export function newInvitation(user: { tenantId: string; userId: string }, now = new Date()) {
  const token = randomToken();
  const expiresAt = addDays(now, staffUserLimits.invitationDays);
  const record = { tokenHash: sha256(token), expiresAt: expiresAt.toISOString() };
  const write: TxWrite = {
    Put: {
      Item: tableItem(keys.invitation(record.tokenHash), 'invitation', {
        tenantId: user.tenantId,
        userId: user.userId,
        expiresAt: record.expiresAt,
        expiresAtEpoch: epochSeconds(expiresAt),
      }),
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
  return { token, record, write };
}

/** The invitation if it exists and has not expired (TTL deletes late, so expiry is checked here). */
export async function getLiveInvitation(token: string, now = new Date()): Promise<Invitation | null> {
  const invitation = await getItem(keys.invitation(sha256(token)), invitationItem);
  if (!invitation || Date.parse(invitation.expiresAt) <= now.getTime()) return null;
  return { tenantId: invitation.tenantId, userId: invitation.userId, expiresAt: invitation.expiresAt };
}

/** Uses the invitation up inside a transaction: fails (and so does the transaction) if already used. */
export const consumeInvitationWrite = (token: string): TxWrite => ({
  Delete: { Key: keys.invitation(sha256(token)), ConditionExpression: 'attribute_exists(PK)' },
  failure: dataNotFound(userTexts.invitationInvalid),
});

/** Withdraws an invitation by its hash (a new one replaces it, or its user is deleted); gone already is no matter. */
export const withdrawInvitationWrite = (tokenHash: string): TxWrite => ({
  Delete: { Key: keys.invitation(tokenHash) },
});
