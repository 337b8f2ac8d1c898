import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZRequestOptions } from './passkey-schemas.js';

/** 'Zaloguj kluczem dostępu': options naming no credential (the passkey tells who signs in). */
export const passkeyLoginOptions = defineContract({
  name: 'passkey-login-options',
  area: 'auth',
  method: 'POST',
  path: '/api/auth/login/passkey-options',
  auth: { kind: 'public' },
  summary: 'Start a sign-in with a passkey: WebAuthn request options with a single-use challenge.',
  response: z.object({ options: ZRequestOptions }),
});
