import * as z from 'zod';
import { defineContract, ZEmptyResponse } from '../contract.js';
import { ZPasswordCredentials } from '../auth/schemas.js';
import { ZInvitationParams } from './schemas.js';

/**
 * The invited user sets their password: the login secret and their key pair, made in their
 * browser as registration makes the administrator's (no organisation is created). Once.
 */
export const acceptInvitation = defineContract({
  name: 'accept-invitation',
  area: 'users',
  method: 'POST',
  path: '/api/invitations/{token}',
  auth: { kind: 'public' },
  summary: 'Activate an invited staff account with a password and a key pair made in the browser.',
  params: ZInvitationParams,
  body: z.strictObject({ credentials: ZPasswordCredentials }),
  response: ZEmptyResponse,
  maxBodyBytes: 16 * 1024,
});
