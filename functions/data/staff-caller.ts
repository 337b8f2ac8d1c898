import { getItems } from './query.js';
import { getStaffSession, liveStaffSession, staffSessionItemKey, staffSessionOwner, type StaffSession } from './sessions.js';
import { getStaffUser, type StaffUser } from './staff-users.js';
import { getTenant, type Tenant } from './tenants.js';
import { keys } from './keys.js';

export interface StaffCallerRecords {
  session: StaffSession;
  user: StaffUser | null;
  tenant: Tenant | null;
}

type Keyed = { PK: string; SK: string };
const sameKey = (item: Keyed, key: Keyed) => item.PK === key.PK && item.SK === key.SK;

/**
 * What every staff request is authorised by: the live session, its user and its organisation.
 * A session id that names its owner (`staffSessionOwner`) is read with the two others in one
 * strongly consistent BatchGet; the stored session must name the same organisation and user.
 * Any other id (a session made before ids named their owner) reads the session, then the two.
 */
export async function readStaffCaller(sessionId: string, now = new Date()): Promise<StaffCallerRecords | null> {
  const owner = staffSessionOwner(sessionId);
  if (!owner) {
    const session = await getStaffSession(sessionId, now);
    if (!session) return null;
    const [user, tenant] = await Promise.all([getStaffUser(session.tenantId, session.userId), getTenant(session.tenantId)]);
    return { session, user, tenant };
  }
  const sessionKey = staffSessionItemKey(sessionId);
  const userKey = keys.staffUser(owner.tenantId, owner.userId);
  const tenantKey = keys.tenant(owner.tenantId);
  const items = await getItems<Keyed & Record<string, unknown>>([sessionKey, userKey, tenantKey], undefined, { consistent: true });
  const stored = items.find((item) => sameKey(item, sessionKey)) as (StaffSession & Keyed) | undefined;
  if (!stored || stored.tenantId !== owner.tenantId || stored.userId !== owner.userId) return null;
  const session = await liveStaffSession(sessionId, stored, now);
  if (!session) return null;
  return {
    session,
    user: (items.find((item) => sameKey(item, userKey)) as StaffUser | undefined) ?? null,
    tenant: (items.find((item) => sameKey(item, tenantKey)) as Tenant | undefined) ?? null,
  };
}
