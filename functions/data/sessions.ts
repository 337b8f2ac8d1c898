import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inboxSession, staffSession } from '@shared/domain/session.js';
import { randomToken, sha256 } from '../lib/hashing.js';
import { dynamo, tableName } from './client.js';
import { epochSeconds, tableItem } from './item.js';
import { keys } from './keys.js';
import { transact, type TxWrite } from './transact.js';

export interface StaffSession {
  tenantId: string;
  userId: string;
  csrfHash: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  absoluteExpiresAt: string;
}

export interface InboxSession {
  tenantId: string;
  reportId: string;
  expiresAt: string;
}

// Stored by the SHA-256 of the id or token: a copy of the table holds no usable session.
const staffSessionKey = (sessionId: string) => keys.staffSession(sha256(sessionId));
const inboxSessionKey = (token: string) => keys.inboxSession(sha256(token));
const isLive = (item: { expiresAt: string } | undefined, now: Date): boolean =>
  !!item && Date.parse(item.expiresAt) > now.getTime();

/**
 * A new staff session as a write (sent with the login's log entry); the caller sets the cookie
 * and returns the CSRF token.
 */
export function newStaffSession(tenantId: string, userId: string, now = new Date()) {
  const sessionId = randomToken();
  const csrfToken = randomToken();
  const absoluteExpiresAt = new Date(now.getTime() + staffSession.absoluteSeconds * 1000).toISOString();
  const expiresAt = new Date(now.getTime() + staffSession.idleSeconds * 1000).toISOString();
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
      Item: tableItem(staffSessionKey(sessionId), 'staffSession', { ...session, expiresAtEpoch: epochSeconds(absoluteExpiresAt) }),
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
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  const session = Item as StaffSession | undefined;
  if (!session || !isLive(session, now) || Date.parse(session.absoluteExpiresAt) <= now.getTime()) return null;
  if (now.getTime() - Date.parse(session.lastSeenAt) > 60_000) {
    const idleEnd = Math.min(now.getTime() + staffSession.idleSeconds * 1000, Date.parse(session.absoluteExpiresAt));
    session.lastSeenAt = now.toISOString();
    session.expiresAt = new Date(idleEnd).toISOString();
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET lastSeenAt = :seen, expiresAt = :exp',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':seen': session.lastSeenAt, ':exp': session.expiresAt },
      }),
    ).catch(() => undefined); // a concurrent logout wins; this request still ends normally
  }
  return session;
}

/** Ends a staff session (sent with the logout's log entry). */
export const deleteStaffSessionWrite = (sessionId: string): TxWrite => ({ Delete: { Key: staffSessionKey(sessionId) } });

/** Issues an inbox token for one report (900 s). */
export async function createInboxSession(tenantId: string, reportId: string, now = new Date()) {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + inboxSession.seconds * 1000).toISOString();
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: tableItem(inboxSessionKey(token), 'inboxSession', { tenantId, reportId, expiresAt, expiresAtEpoch: epochSeconds(expiresAt) }),
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return { token, expiresAt };
}

export async function getInboxSession(token: string, now = new Date()): Promise<InboxSession | null> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: inboxSessionKey(token), ConsistentRead: true }),
  );
  return isLive(Item as InboxSession | undefined, now) ? (Item as InboxSession) : null;
}
