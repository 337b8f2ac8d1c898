import { getSession as contract } from '@shared/contracts/auth/get-session.js';
import { callApi } from '@/lib/api-client.js';

/**
 * The logged-in staff user with their wrapped keys. Read by the back-office route's loader
 * before any staff screen shows (and once after login, to unlock the keys), not cached: the
 * layout hands it to every screen.
 */
export const getSession = (signal?: AbortSignal) => callApi(contract, signal ? { signal } : {});
