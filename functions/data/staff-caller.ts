import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './client.js';
import { keys } from './keys.js';
import { getStaffSession, liveStaffSession, staffSessionItemKey, staffSessionOwner, type StaffSession } from './sessions.js';
import { getStaffUser, type StaffUser } from './staff-users.js';
import { getTenant, type Tenant } from './tenants.js';

export interface StaffCallerRecords {
  session: StaffSession;
  user: StaffUser | null;
  tenant: Tenant | null;
}

type Key = { PK: string; SK: string };
const keyOf = (item: Record<string, unknown>) => `${String(item.PK)}\n${String(item.SK)}`;

/**
 * Items by key in one strongly consistent BatchGetItem (the keys left unprocessed asked again),
 * each answer under its key's position; a missing item is undefined.
 */
async function readConsistently(itemKeys: readonly Key[]): Promise<(Record<string, unknown> | undefined)[]> {
  const found = new Map<string, Record<string, unknown>>();
  let request: Record<string, unknown>[] | undefined = [...itemKeys];
  while (request?.length) {
    const result: BatchGetCommandOutput = await dynamo.send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: request, ConsistentRead: true } } }));
    for (const item of result.Responses?.[tableName()] ?? []) found.set(keyOf(item), item);
    request = result.UnprocessedKeys?.[tableName()]?.Keys;
  }
  return itemKeys.map((key) => found.get(keyOf(key)));
}

/**
 * What every staff request is authorised by: the live session, its user and its organisation.
 * A session id that names its owner (`staffSessionOwner`) has the three read at once, in one
 * strongly consistent BatchGetItem (one request instead of three side by side: on the emulator
 * three parallel GetItems cost 1.6× one, the batch about one; every staff function may batch-read,
 * infra/access.ts); the stored session must name the same organisation and user. Any other id (a
 * session made before ids named their owner) reads the session, then the two.
 */
export async function readStaffCaller(sessionId: string, now = new Date()): Promise<StaffCallerRecords | null> {
  const owner = staffSessionOwner(sessionId);
  if (!owner) {
    const session = await getStaffSession(sessionId, now);
    if (!session) return null;
    const [user, tenant] = await Promise.all([getStaffUser(session.tenantId, session.userId), getTenant(session.tenantId)]);
    return { session, user, tenant };
  }
  const [stored, user, tenant] = (await readConsistently([
    staffSessionItemKey(sessionId),
    keys.staffUser(owner.tenantId, owner.userId),
    keys.tenant(owner.tenantId),
  ])) as [StaffSession | undefined, StaffUser | undefined, Tenant | undefined];
  if (!stored || stored.tenantId !== owner.tenantId || stored.userId !== owner.userId) return null;
  const session = await liveStaffSession(sessionId, stored, now);
  return session ? { session, user: user ?? null, tenant: tenant ?? null } : null;
}
