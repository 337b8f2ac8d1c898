import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZLinkParams } from './schemas.js';

export const getPasswordReset = defineContract({
  name: 'get-password-reset',
  area: 'auth',
  method: 'GET',
  path: '/api/auth/password-resets/{token}',
  auth: { kind: 'public' },
  summary: 'The e-mail an unused, unexpired reset link belongs to (404 otherwise).',
  params: ZLinkParams,
  response: z.object({ email: z.string() }),
});
