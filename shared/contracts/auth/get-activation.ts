import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZLinkParams } from './schemas.js';

export const getActivation = defineContract({
  name: 'get-activation',
  area: 'auth',
  method: 'GET',
  path: '/api/auth/activations/{token}',
  auth: { kind: 'public' },
  summary: 'The e-mail an unused, unexpired activation link was sent to (404 otherwise).',
  params: ZLinkParams,
  response: z.object({ email: z.string() }),
});
