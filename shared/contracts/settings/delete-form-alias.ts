import * as z from 'zod';
import { defineContract } from '../contract.js';

/** Delete alias: the form returns to the alias generated at registration. */
export const deleteFormAlias = defineContract({
  name: 'delete-form-alias',
  area: 'settings',
  method: 'DELETE',
  path: '/api/settings/alias',
  auth: { kind: 'staff', permission: 'mainAdministrator' },
  summary: 'Remove the chosen alias; the form answers at the generated one again (main administrator).',
  response: z.object({ alias: z.string() }),
});
