import * as z from 'zod';
import { defineContract, ZEmptyResponse } from '../contract.js';
import { ZLinkParams, ZPasswordCredentials } from './schemas.js';

/**
 * Step 2: a new password with a new key pair. The old private key cannot be unwrapped without
 * the old password, so the user's wrapped organisation key is wiped; every session ends.
 */
export const resetPassword = defineContract({
  name: 'reset-password',
  area: 'auth',
  method: 'POST',
  path: '/api/auth/password-resets/{token}',
  auth: { kind: 'public' },
  summary: 'Set a new password from a reset link.',
  params: ZLinkParams,
  body: z.strictObject({ credentials: ZPasswordCredentials }),
  response: ZEmptyResponse,
});
