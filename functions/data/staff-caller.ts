import { keys } from './keys.js';
import type { ReadWithCaller } from './read-with-caller.js';
import type { TableKey } from './table-spec.js';
import { getItems } from './query.js';
import {
  getStaffSession,
  liveStaffSession,
  staffSessionItemKey,
  staffSessionItem,
  staffSessionOwner,
  type StaffSession,
} from './sessions.js';
import { getStaffUser, staffUserItem, type StaffUser } from './staff-users.js';
import { getTenant, tenantItem, type Tenant } from './tenants.js';

export interface StaffCallerRecords<T = unknown> {
  session: StaffSession;
  user: StaffUser | null;
  tenant: Tenant | null;
  /** What `alongside` read; absent when not asked, or not read (a session id naming no owner). */
  alongside?: { value: T };
}
const keyOf = (item: Record<string, unknown>) => `${String(item.PK)}\n${String(item.SK)}`;

/** Items by key, strongly consistent, in one BatchGetItem; each answer at its key's position (undefined: none). */
async function readConsistently(itemKeys: readonly TableKey[]): Promise<(Record<string, unknown> | undefined)[]> {
  const found = new Map(
    (await getItems<Record<string, unknown>>(itemKeys, { consistent: true })).map((item) => [keyOf(item), item]),
  );
  return itemKeys.map((key) => found.get(keyOf(key)));
}

/**
 * What every staff request is authorised by: the live session, its user and its organisation.
 * A session id that names its owner (`staffSessionOwner`) has the three read at once, in one
 * strongly consistent BatchGetItem (one request instead of three side by side: on the emulator
 * three parallel GetItems cost 1.6× one, the batch about one; every staff function may batch-read,
 * infra/access.ts), with the endpoint's `alongside` item if it names one; the stored session must
 * name the same organisation and user. Any other id (a session made before ids named their
 * owner) reads the session, then the two, and leaves `alongside` to the endpoint.
 */
export async function readStaffCaller<T = never>(
  sessionId: string,
  { now = new Date(), alongside }: { now?: Date; alongside?: ReadWithCaller<T> } = {},
): Promise<StaffCallerRecords<T> | null> {
  const owner = staffSessionOwner(sessionId);
  if (!owner) {
    const session = await getStaffSession(sessionId, now);
    if (!session) return null;
    const [user, tenant] = await Promise.all([
      getStaffUser(session.tenantId, session.userId),
      getTenant(session.tenantId),
    ]);
    return { session, user, tenant };
  }
  const [storedItem, userItem, tenantItemRead, extra] = await readConsistently([
    staffSessionItemKey(sessionId),
    keys.staffUser(owner.tenantId, owner.userId),
    keys.tenant(owner.tenantId),
    ...(alongside ? [alongside.key(owner.tenantId)] : []),
  ]);
  const stored = storedItem && staffSessionItem.parse(storedItem);
  const user = userItem ? staffUserItem.parse(userItem) : null;
  const tenant = tenantItemRead ? tenantItem.parse(tenantItemRead) : null;
  if (!stored || stored.tenantId !== owner.tenantId || stored.userId !== owner.userId) return null;
  const session = await liveStaffSession(sessionId, stored, now);
  if (!session) return null;
  return {
    session,
    user,
    tenant,
    ...(alongside ? { alongside: { value: alongside.from(extra) } } : {}),
  };
}
