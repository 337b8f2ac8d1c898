import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Auth, HttpMethod } from '@shared/contracts/contract.js';
import { isStateChanging } from '@shared/contracts/contract.js';
import { hasPermission, isActiveStaffUser } from '@shared/domain/staff-user.js';
import { inboxSession, staffSession } from '@shared/domain/session.js';
import { isLicenceActive } from '@shared/domain/tenant.js';
import { getInboxSession, type InboxSession, type StaffSession } from '../data/sessions.js';
import type { ReadWithCaller } from '../data/read-with-caller.js';
import { readStaffCaller } from '../data/staff-caller.js';
import type { StaffUser } from '../data/staff-users.js';
import type { Tenant } from '../data/tenants.js';
import { clientIpOf } from './client-address.js';
import { constantTimeEqual, sha256 } from './hashing.js';
import { requestTexts } from '@shared/messages/errors.js';
import { HttpError, forbidden, unauthenticated } from './http-error.js';

export interface PublicCaller {
  kind: 'public';
  clientIp: string;
}
export interface ReporterCaller {
  kind: 'reporter';
  clientIp: string;
  token: string;
  session: InboxSession;
}
export interface StaffCaller {
  kind: 'staff';
  clientIp: string;
  sessionId: string;
  session: StaffSession;
  user: StaffUser;
  tenant: Tenant;
}
export type CallerFor<A extends Auth> = A extends { kind: 'staff' }
  ? StaffCaller
  : A extends { kind: 'reporter' }
    ? ReporterCaller
    : PublicCaller;

/**
 * The one value of a cookie. A request carrying it twice is refused: which one the browser sent
 * first is not the server's to guess (a planted cookie would otherwise shadow the real one).
 */
export function readCookie(event: APIGatewayProxyEventV2, name: string): string | undefined {
  const cookies = event.cookies ?? (event.headers?.cookie ? event.headers.cookie.split(';') : []);
  const values = cookies.flatMap((cookie) => {
    const [key, ...rest] = cookie.trim().split('=');
    return key === name ? [rest.join('=')] : [];
  });
  if (values.length > 1) throw new HttpError('BAD_REQUEST', requestTexts.twoSessionCookies);
  return values[0];
}

const header = (event: APIGatewayProxyEventV2, name: string): string | undefined =>
  event.headers?.[name] ?? event.headers?.[name.toLowerCase()];

/**
 * Resolves and checks the caller for the contract's auth kind. Anything that does not match
 * is refused: no session → 401, missing or wrong CSRF token → 403, missing right → 403,
 * expired licence unless the endpoint allows it → 403 with the "Konto zablokowane!" notice.
 * `alongside`: an item a staff endpoint reads anyway, read with the caller (data/staff-caller.ts);
 * what it read is returned only when the caller passed every check.
 */
export async function authorize<A extends Auth, T = never>(
  auth: A,
  method: HttpMethod,
  event: APIGatewayProxyEventV2,
  alongside?: ReadWithCaller<T>,
): Promise<{ caller: CallerFor<A>; alongside?: { value: T } }> {
  const clientIp = clientIpOf(event);
  switch (auth.kind) {
    case 'public':
      return { caller: { kind: 'public', clientIp } as CallerFor<A> };
    case 'reporter': {
      const token = header(event, inboxSession.header);
      const session = token ? await getInboxSession(token) : null;
      if (!token || !session) throw unauthenticated();
      return { caller: { kind: 'reporter', clientIp, token, session } as CallerFor<A> };
    }
    case 'staff': {
      const sessionId = readCookie(event, staffSession.cookieName);
      // The session, its user and its organisation read at once where the id allows (data/staff-caller.ts).
      const records = sessionId ? await readStaffCaller(sessionId, { alongside }) : null;
      if (!sessionId || !records) throw unauthenticated();
      const { session, user, tenant } = records;
      if (isStateChanging(method)) {
        const csrf = header(event, staffSession.csrfHeader);
        if (!csrf || !constantTimeEqual(sha256(csrf), session.csrfHash)) throw new HttpError('CSRF_FAILED');
      }
      if (!user || !tenant || !isActiveStaffUser(user)) throw unauthenticated();
      if (user.sessionsValidAfter && session.createdAt < user.sessionsValidAfter) throw unauthenticated();
      if (auth.permission && !hasPermission(user, auth.permission)) throw forbidden();
      if (auth.inactiveLicence !== 'allowed' && !isLicenceActive(tenant.licence))
        throw new HttpError('LICENCE_INACTIVE');
      return {
        caller: { kind: 'staff', clientIp, sessionId, session, user, tenant } as CallerFor<A>,
        alongside: records.alongside,
      };
    }
    default:
      throw forbidden();
  }
}
