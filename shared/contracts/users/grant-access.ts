import { defineContract, ZEmptyResponse } from '../contract.js';
import { ZGrantBody, ZUserParams } from './schemas.js';

/**
 * Granting access (docs/security.md): stores the organisation private key that the caller's browser
 * wrapped for the user's public key. Only an administrator who holds the key, only for a user
 * who activated and has no key yet (a new user, or after a password reset), only for the key
 * pair the user has now. The server cannot make the envelope: it never holds the key.
 */
export const grantAccess = defineContract({
  name: 'grant-access',
  area: 'users',
  method: 'PUT',
  path: '/api/users/{userId}/organisation-key',
  auth: { kind: 'staff', permission: 'administrator' },
  summary: 'Store the organisation key wrapped, in the granting administrator’s browser, for a pending user.',
  params: ZUserParams,
  body: ZGrantBody,
  response: ZEmptyResponse,
});
