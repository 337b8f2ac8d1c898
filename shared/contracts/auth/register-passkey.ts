import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZAuthKey } from './schemas.js';
import { ZPasskey, ZPasskeyEnvelope, ZPasskeyName, ZRegistrationResponse } from './passkey-schemas.js';

/**
 * Adds a passkey, proven by the current password (its login secret). With a PRF output the
 * browser brings the user's private key wrapped for it; without one, the passkey is a second factor.
 */
export const registerPasskey = defineContract({
  name: 'register-passkey',
  area: 'auth',
  method: 'POST',
  path: '/api/auth/passkeys',
  auth: { kind: 'staff', inactiveLicence: 'allowed' },
  summary: 'Add a passkey (verified attestation), proven by the current password.',
  body: z.strictObject({
    name: ZPasskeyName,
    currentAuthKey: ZAuthKey,
    response: ZRegistrationResponse,
    wrappedPrivateKey: ZPasskeyEnvelope.nullable(),
  }),
  response: ZPasskey,
});
