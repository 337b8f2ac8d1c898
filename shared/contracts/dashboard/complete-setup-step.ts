import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZSetupState } from './schemas.js';

/**
 * Marks a step only the administrator can tell is done: the recovery key is kept safe (`verified`
 * when the browser checked the typed key against the organisation's recovery envelope), or the
 * form's link was copied. Marking again changes nothing; a checked key is never downgraded.
 */
export const completeSetupStep = defineContract({
  name: 'complete-setup-step',
  area: 'dashboard',
  method: 'POST',
  path: '/api/dashboard/setup/steps',
  auth: { kind: 'staff', permission: 'mainAdministrator' },
  summary: 'Mark a first step as done (recovery key kept, form link copied); idempotent.',
  body: z.discriminatedUnion('step', [
    z.strictObject({ step: z.literal('recoveryKey'), verified: z.boolean() }),
    z.strictObject({ step: z.literal('formLink') }),
  ]),
  response: ZSetupState,
});
