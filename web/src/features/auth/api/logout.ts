import { logout as contract } from '@shared/contracts/auth/logout.js';
import { callApi } from '@/lib/api-client.js';

/** Ends the session on the server. */
export const logout = () => callApi(contract);
