import { defineContract, ZEmptyResponse } from '../contract.js';
import { ZUserParams } from './schemas.js';

/**
 * 'Czy usunąć trwale użytkownika z systemu?' (docs/features.md, "Who may do what"): never oneself, never the main
 * administrator. The user, their e-mail, their copy of the organisation key and their sessions go.
 */
export const deleteUser = defineContract({
  name: 'delete-user',
  area: 'users',
  method: 'DELETE',
  path: '/api/users/{userId}',
  auth: { kind: 'staff', permission: 'administrator' },
  summary: 'Delete a staff user for good, revoking their access to the organisation key.',
  params: ZUserParams,
  response: ZEmptyResponse,
});
