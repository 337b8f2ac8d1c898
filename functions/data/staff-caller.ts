import { GetCommand } from '@aws-sdk/lib-dynamodb';
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

const read = async <T>(Key: Record<string, string>): Promise<T | undefined> =>
  (await dynamo.send(new GetCommand({ TableName: tableName(), Key, ConsistentRead: true }))).Item as T | undefined;

/**
 * What every staff request is authorised by: the live session, its user and its organisation.
 * A session id that names its owner (`staffSessionOwner`) has the three read at once, three
 * strongly consistent GetItems side by side (one round trip; the batch read is granted only
 * where lists need it, infra/access.ts); the stored session must name the same organisation and
 * user. Any other id (a session made before ids named their owner) reads the session, then the two.
 */
export async function readStaffCaller(sessionId: string, now = new Date()): Promise<StaffCallerRecords | null> {
  const owner = staffSessionOwner(sessionId);
  if (!owner) {
    const session = await getStaffSession(sessionId, now);
    if (!session) return null;
    const [user, tenant] = await Promise.all([getStaffUser(session.tenantId, session.userId), getTenant(session.tenantId)]);
    return { session, user, tenant };
  }
  const [stored, user, tenant] = await Promise.all([
    read<StaffSession>(staffSessionItemKey(sessionId)),
    read<StaffUser>(keys.staffUser(owner.tenantId, owner.userId)),
    read<Tenant>(keys.tenant(owner.tenantId)),
  ]);
  if (!stored || stored.tenantId !== owner.tenantId || stored.userId !== owner.userId) return null;
  const session = await liveStaffSession(sessionId, stored, now);
  return session ? { session, user: user ?? null, tenant: tenant ?? null } : null;
}
