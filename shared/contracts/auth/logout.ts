import { defineContract, ZEmptyResponse } from '../contract.js';

export const logout = defineContract({
  name: 'logout',
  area: 'auth',
  method: 'POST',
  path: '/api/auth/logout',
  auth: { kind: 'staff', inactiveLicence: 'allowed' },
  summary: 'End the session on the server and clear the cookie.',
  response: ZEmptyResponse,
});
