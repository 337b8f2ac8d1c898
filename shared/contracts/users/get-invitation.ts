import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZInvitationParams } from './schemas.js';

/** Who an unused, unexpired invitation is for, and from which organisation (404 otherwise). */
export const getInvitation = defineContract({
  name: 'get-invitation',
  area: 'users',
  method: 'GET',
  path: '/api/invitations/{token}',
  auth: { kind: 'public' },
  summary: 'The e-mail, name and organisation of an open invitation.',
  params: ZInvitationParams,
  response: z.object({ email: z.string(), name: z.string(), organisationName: z.string() }),
});
