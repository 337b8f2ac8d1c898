import * as z from 'zod';
import { defineContract, ZEmptyResponse } from '../contract.js';
import { ZEmailBody, ZLinkParams, ZPasswordCredentials } from './schemas.js';

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
