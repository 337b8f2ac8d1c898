import * as z from 'zod';
import { ZPasswordEnvelope } from '../../crypto/envelopes.js';
import { defineContract, ZEmptyResponse } from '../contract.js';
import { ZAuthKey } from './schemas.js';

/**
 * Change password (Settings): proves the current password with its login secret and
 * stores the same private key re-wrapped under the new one, so no access is lost. Ends the session.
 */
export const changePassword = defineContract({
  name: 'change-password',
  area: 'auth',
  method: 'POST',
  path: '/api/auth/password',
  auth: { kind: 'staff', inactiveLicence: 'allowed' },
  summary: 'Change own password, keeping the same key pair; logs out.',
  body: z.strictObject({ currentAuthKey: ZAuthKey, authKey: ZAuthKey, wrappedPrivateKey: ZPasswordEnvelope }),
  response: ZEmptyResponse,
});
