import { defineContract } from '../contract.js';
import { ZTotpOffer } from './totp-schemas.js';

/** Settings: a new secret for the authenticator app, waiting 10 minutes for its first code. */
export const startTotpSetup = defineContract({
  name: 'start-totp-setup',
  area: 'auth',
  method: 'POST',
  path: '/api/auth/totp/setup',
  auth: { kind: 'staff', inactiveLicence: 'allowed' },
  summary: 'Offer a new authenticator secret to the caller (not on until confirmed).',
  response: ZTotpOffer,
});
