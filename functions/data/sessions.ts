import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { inboxSession, staffSession } from '@shared/domain/session.js';
import { randomToken, sha256 } from '../lib/hashing.js';
import { dynamo, tableName } from './client.js';
import { epochSeconds, tableItem } from './item.js';
import { DataError } from './data-error.js';
import { keys } from './keys.js';
import { getItem, itemSchema } from './query.js';
import { transact, type TxWrite } from './transact.js';
import { addSeconds, MINUTE } from '@shared/domain/time.js';

const staffSessionRecord = z.object({
  tenantId: z.string(),
  userId: z.string(),
  csrfHash: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  absoluteExpiresAt: z.string(),
});
export type StaffSession = z.infer<typeof staffSessionRecord>;
export const staffSessionItem = itemSchema('staffSession', staffSessionRecord);

const inboxSessionRecord = z.object({ tenantId: z.string(), reportId: z.string(), expiresAt: z.string() });
export type InboxSession = z.infer<typeof inboxSessionRecord>;
export const inboxSessionItem = itemSchema('inboxSession', inboxSessionRecord);

// Stored by the SHA-256 of the id or token: a copy of the table holds no usable session.
const staffSessionKey = (sessionId: string) => keys.staffSession(sha256(sessionId));
const inboxSessionKey = (token: string) => keys.inboxSession(sha256(token));
const isLive = (item: { expiresAt: string } | undefined, now: Date): boolean =>
  !!item && Date.parse(item.expiresAt) > now.getTime();

/**
 * A new staff session as a write (sent with the login's log entry); the caller sets the cookie
 * and returns the CSRF token.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A staff session's id names whose it is: the organisation's and the user's ids (UUIDs, 36
 * characters each, no separator: every character stays in the cookie's base64url alphabet) before
 * the random secret. The request's authorisation then reads the session, the user and the
 * organisation at once instead of in two round trips one after the other; the stored
 * session must name the same two, so a forged prefix only misses. Ids are not secrets (the API
 * returns them); the 32 random bytes are the session's whole secret, as before.
 */
export function staffSessionOwner(sessionId: string): { tenantId: string; userId: string } | null {
  if (sessionId.length <= 72) return null;
  const tenantId = sessionId.slice(0, 36);
  const userId = sessionId.slice(36, 72);
  return UUID.test(tenantId) && UUID.test(userId) ? { tenantId, userId } : null;
}

export function newStaffSession(tenantId: string, userId: string, now = new Date()) {
  const owned = UUID.test(tenantId) && UUID.test(userId);
  const sessionId = owned ? `${tenantId}${userId}${randomToken()}` : randomToken();
  const csrfToken = randomToken();
  const absoluteExpiresAt = addSeconds(now, staffSession.absoluteSeconds).toISOString();
  const expiresAt = addSeconds(now, staffSession.idleSeconds).toISOString();
  const session: StaffSession = {
    tenantId,
    userId,
    csrfHash: sha256(csrfToken),
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    expiresAt,
    absoluteExpiresAt,
  };
  const write: TxWrite = {
    Put: {
      Item: tableItem(staffSessionKey(sessionId), 'staffSession', {
        ...session,
        expiresAtEpoch: epochSeconds(absoluteExpiresAt),
      }),
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
  return { sessionId, csrfToken, session, write };
}

/** Starts a staff session on its own (tests, tools). */
export async function createStaffSession(tenantId: string, userId: string, now = new Date()) {
  const { write, ...started } = newStaffSession(tenantId, userId, now);
  await transact([write]);
  return started;
}

/** A live staff session, sliding its idle expiry (at most once a minute); null when unknown or expired. */
export async function getStaffSession(sessionId: string, now = new Date()): Promise<StaffSession | null> {
  const key = staffSessionKey(sessionId);
  return liveStaffSession(sessionId, (await getItem(key, staffSessionItem)) ?? undefined, now);
}

/** The key of a staff session's item (for reading it together with others). */
export const staffSessionItemKey = (sessionId: string): { PK: string; SK: string } => staffSessionKey(sessionId);

/** The session as read, if live, its idle expiry slid (at most once a minute); null when expired. */
export async function liveStaffSession(
  sessionId: string,
  session: StaffSession | undefined,
  now = new Date(),
): Promise<StaffSession | null> {
  const key = staffSessionKey(sessionId);
  if (!session || !isLive(session, now) || Date.parse(session.absoluteExpiresAt) <= now.getTime()) return null;
  if (now.getTime() - Date.parse(session.lastSeenAt) > MINUTE) {
    const idleEnd = Math.min(
      addSeconds(now, staffSession.idleSeconds).getTime(),
      Date.parse(session.absoluteExpiresAt),
    );
    session.lastSeenAt = now.toISOString();
    session.expiresAt = new Date(idleEnd).toISOString();
    await dynamo
      .send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: 'SET lastSeenAt = :seen, expiresAt = :exp',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':seen': session.lastSeenAt, ':exp': session.expiresAt },
        }),
      )
      .catch(() => undefined); // a concurrent logout wins; this request still ends normally
  }
  return session;
}

/** Ends a staff session (sent with the logout's log entry). */
export const deleteStaffSessionWrite = (sessionId: string): TxWrite => ({
  Delete: { Key: staffSessionKey(sessionId) },
});

/** A new inbox token for one report (900 s) and the write that stores its hash. */
function newInboxSession(tenantId: string, reportId: string, now: Date) {
  const token = randomToken();
  const expiresAt = addSeconds(now, inboxSession.seconds).toISOString();
  const write = {
    Put: {
      Item: tableItem(inboxSessionKey(token), 'inboxSession', {
        tenantId,
        reportId,
        expiresAt,
        expiresAtEpoch: epochSeconds(expiresAt),
      }),
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  } satisfies TxWrite;
  return { token, expiresAt, write };
}

/** Issues an inbox token for one report (900 s). */
export async function createInboxSession(tenantId: string, reportId: string, now = new Date()) {
  const { token, expiresAt, write } = newInboxSession(tenantId, reportId, now);
  await dynamo.send(new PutCommand({ TableName: tableName(), ...write.Put }));
  return { token, expiresAt };
}

/**
 * 'Przedłuż': a new token for the same report, and the old one gone, in one transaction (a
 * renewal racing a logout or another renewal of the same token fails as "session over").
 */
export async function renewInboxSession(oldToken: string, session: InboxSession, now = new Date()) {
  const { token, expiresAt, write } = newInboxSession(session.tenantId, session.reportId, now);
  await transact([
    {
      Delete: { Key: inboxSessionKey(oldToken), ConditionExpression: 'attribute_exists(PK)' },
      failure: new DataError('UNAUTHENTICATED'),
    },
    write,
  ]);
  return { token, expiresAt };
}

export async function deleteInboxSession(token: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: inboxSessionKey(token) }));
}

export async function getInboxSession(token: string, now = new Date()): Promise<InboxSession | null> {
  const session = await getItem(inboxSessionKey(token), inboxSessionItem);
  return session && isLive(session, now) ? session : null;
}
