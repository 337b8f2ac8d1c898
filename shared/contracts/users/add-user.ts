import { defineContract } from '../contract.js';
import { ZStaffUserInput, ZStaffUserRow } from './schemas.js';

/**
 * 'Dodawanie użytkownika' (docs/features.md, "Who may do what"): only while the organisation has fewer accounts than
 * its package allows (a conditional counter: parallel adds never pass it). The new user gets an
 * e-mailed invitation to set a password.
 */
export const addUser = defineContract({
  name: 'add-user',
  area: 'users',
  method: 'POST',
  path: '/api/users',
  auth: { kind: 'staff', permission: 'administrator' },
  summary: 'Add a staff user (within the package’s account limit) and e-mail them an invitation.',
  body: ZStaffUserInput,
  response: ZStaffUserRow,
});
