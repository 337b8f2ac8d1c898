import { defineContract, ZEmptyResponse } from '../contract.js';
import { ZEmailBody } from './schemas.js';

/** Step 1: e-mails a reset link if the account exists; the same answer otherwise. */
export const requestPasswordReset = defineContract({
  name: 'request-password-reset',
  area: 'auth',
  method: 'POST',
  path: '/api/auth/password-resets',
  auth: { kind: 'public' },
  summary: 'E-mail a single-use password reset link.',
  body: ZEmailBody,
  response: ZEmptyResponse,
});
