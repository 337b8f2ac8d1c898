import { defineContract, ZEmptyResponse } from '../contract.js';
import { ZSecuritySettings } from './schemas.js';

/** Save security settings: the two antivirus toggles, stored per organisation. */
export const updateSecurity = defineContract({
  name: 'update-security',
  area: 'settings',
  method: 'PUT',
  path: '/api/settings/security',
  auth: { kind: 'staff', permission: 'mainAdministrator' },
  summary: 'Set the antivirus scanning of administrator and reporter files (main administrator).',
  body: ZSecuritySettings,
  response: ZEmptyResponse,
});
