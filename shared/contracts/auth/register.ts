import { defineContract, ZEmptyResponse } from '../contract.js';
import { ZEmailBody } from './schemas.js';

/** Registration step 1: e-mails an activation link. Same answer whether or not the address is taken. */
export const register = defineContract({
  name: 'register',
  area: 'auth',
  method: 'POST',
  path: '/api/auth/registrations',
  auth: { kind: 'public' },
  summary: 'Start a registration: e-mail a single-use activation link.',
  body: ZEmailBody,
  response: ZEmptyResponse,
});
