import { defineContract, ZEmptyResponse } from '../contract.js';

/** Remove accessibility statement: the form stops linking to it. */
export const deleteStatement = defineContract({
  name: 'delete-statement',
  area: 'settings',
  method: 'DELETE',
  path: '/api/settings/accessibility-statement',
  auth: { kind: 'staff', permission: 'mainAdministrator' },
  summary: 'Remove the accessibility statement (main administrator).',
  response: ZEmptyResponse,
});
