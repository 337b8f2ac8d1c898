import * as z from 'zod';
import { defineContract } from '../contract.js';

/**
 * A new draft of the procedure, starting from the newest version's edits and details; refused
 * (409) while another version is a draft or in consultation. Logged.
 */
export const createProcedureVersion = defineContract({
  name: 'create-procedure-version',
  area: 'settings',
  method: 'POST',
  path: '/api/settings/procedure/versions',
  auth: { kind: 'staff', permission: 'mainAdministrator' },
  summary: 'Start a new draft of the internal reporting procedure (main administrator); logged.',
  response: z.object({ version: z.number() }),
});
