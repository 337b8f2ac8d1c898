import { defineContract, ZEmptyResponse } from '../contract.js';

/** Remove logo: the form and Settings show the default logo again. */
export const deleteLogo = defineContract({
  name: 'delete-logo',
  area: 'settings',
  method: 'DELETE',
  path: '/api/settings/logo',
  auth: { kind: 'staff', permission: 'mainAdministrator' },
  summary: "Remove the organisation's logo (main administrator).",
  response: ZEmptyResponse,
});
