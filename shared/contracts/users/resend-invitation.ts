import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZUserParams } from './schemas.js';

/** A new invitation link for a user who has not activated yet; the previous link stops working. */
export const resendInvitation = defineContract({
  name: 'resend-invitation',
  area: 'users',
  method: 'POST',
  path: '/api/users/{userId}/invitation',
  auth: { kind: 'staff', permission: 'administrator' },
  summary: 'E-mail a not yet activated user a new invitation link.',
  params: ZUserParams,
  response: z.object({ invitationExpiresAt: z.string() }),
});
