import { defineContract, ZEmptyResponse } from '../contract.js';
import { ZRulesInput } from './schemas.js';

/**
 * 'Reguły' (issue #34): the automatic acknowledgement on or off with the organisation's text in
 * Polish and optional Ukrainian and English; a changed text becomes a new version of its template.
 */
export const updateRules = defineContract({
  name: 'update-rules',
  area: 'settings',
  method: 'PUT',
  path: '/api/settings/rules',
  auth: { kind: 'staff', permission: 'mainAdministrator' },
  summary: 'Set the rules: the automatic acknowledgement and its text (main administrator).',
  body: ZRulesInput,
  response: ZEmptyResponse,
});
