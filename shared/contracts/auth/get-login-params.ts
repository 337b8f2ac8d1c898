import { defineContract } from '../contract.js';
import { ZLoginEmailBody, ZLoginParams } from './schemas.js';

/**
 * Argon2id parameters for an e-mail. An unknown e-mail gets a stable made-up salt, so the
 * answer does not tell whether an account exists.
 */
export const getLoginParams = defineContract({
  name: 'get-login-params',
  area: 'auth',
  method: 'POST',
  path: '/api/auth/login-params',
  auth: { kind: 'public' },
  summary: 'Salt and Argon2id parameters to derive the login secret of an account.',
  body: ZLoginEmailBody,
  response: ZLoginParams,
});
