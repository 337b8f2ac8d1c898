import { defineContract } from '../contract.js';
import { ZSetupState } from './schemas.js';

/**
 * The main administrator's first steps (dashboard checklist): how many categories there are,
 * which of them nobody is assigned to, and whether the recovery key and the form link were
 * marked as done.
 */
export const getSetupChecklist = defineContract({
  name: 'get-setup-checklist',
  area: 'dashboard',
  method: 'GET',
  path: '/api/dashboard/setup',
  auth: { kind: 'staff', permission: 'mainAdministrator' },
  summary: 'The first-steps checklist of a new organisation (main administrator).',
  response: ZSetupState,
});
