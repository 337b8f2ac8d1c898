import { redirect, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router-dom';
import { paths } from '@/config/paths.js';
import { getSession } from '@/features/auth/api/get-session.js';
import { ApiError } from '@/lib/api-errors.js';
import { endLocalSession, type StaffSession } from '@/lib/session.js';

/**
 * The back-office layout route's loader: `GET /api/auth/session` before any staff screen shows.
 * No session (401): whatever this browser held of one is forgotten and the visitor goes to
 * /login without a message (docs/features.md, "Who may do what"). Other failures reach the error page.
 */
export async function backOfficeLoader({ request }: LoaderFunctionArgs): Promise<StaffSession> {
  try {
    return await getSession(request.signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      await endLocalSession();
      throw redirect(paths.login);
    }
    throw error;
  }
}

/** The staff session if there is one, else null (pages outside the back-office that may show it). */
export const currentSession = (signal?: AbortSignal): Promise<StaffSession | null> =>
  getSession(signal).catch(() => null);

/**
 * Reload the session on every move to another back-office screen, not only on the first one:
 * a session that ended (logout elsewhere, expiry) or a licence that changed shows at once.
 */
export const shouldRevalidateSession: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;
