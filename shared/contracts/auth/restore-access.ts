import * as z from 'zod';
import { ZPublicKeyEnvelope } from '../../crypto/envelopes.js';
import { defineContract, ZEmptyResponse } from '../contract.js';

/**
 * After a password reset: the browser unwrapped the organisation key with the recovery key and
 * wrapped it again for the user's own public key. The server checks the envelope names that key.
 */
export const restoreAccess = defineContract({
  name: 'restore-access',
  area: 'auth',
  method: 'POST',
  path: '/api/auth/organisation-key',
  auth: { kind: 'staff', inactiveLicence: 'allowed' },
  summary: 'Store the organisation key re-wrapped for the caller (recovery key flow).',
  body: z.strictObject({ wrappedForUser: ZPublicKeyEnvelope }),
  response: ZEmptyResponse,
});
