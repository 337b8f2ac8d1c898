import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZFormAlias } from './schemas.js';

/**
 * Save alias: the public form moves to `/form/{alias}` at once; an alias is unique
 * across the product, whatever its letters' case (409 when taken).
 */
export const setFormAlias = defineContract({
  name: 'set-form-alias',
  area: 'settings',
  method: 'PUT',
  path: '/api/settings/alias',
  auth: { kind: 'staff', permission: 'mainAdministrator' },
  summary: "Give the public form an alias of the organisation's choice (main administrator).",
  body: z.strictObject({ alias: ZFormAlias }),
  response: z.object({ alias: z.string() }),
});
