import { defineContract } from '../contract.js';
import { ZStaffUserInput, ZStaffUserRow, ZUserParams } from './schemas.js';

/**
 * 'Edycja użytkownika': never one's own type or status, never the main
 * administrator's type; an administrator stays active. Deactivating ends the user's sessions.
 */
export const updateUser = defineContract({
  name: 'update-user',
  area: 'users',
  method: 'PUT',
  path: '/api/users/{userId}',
  auth: { kind: 'staff', permission: 'administrator' },
  summary: 'Change a staff user’s data and rights.',
  params: ZUserParams,
  body: ZStaffUserInput,
  response: ZStaffUserRow,
});
