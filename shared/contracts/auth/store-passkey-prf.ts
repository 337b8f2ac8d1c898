import * as z from 'zod';
import { defineContract, ZEmptyResponse } from '../contract.js';
import { ZPasskeyEnvelope, ZPasskeyParams } from './passkey-schemas.js';
import { ZAuthKey } from './schemas.js';

/**
 * The user's private key wrapped for a passkey's PRF output, once the output is known (decision
 * 302): after a second-factor sign-in with a passkey that had none, proven by the password the
 * browser has just derived (the key can only be opened with it).
 */
export const storePasskeyPrf = defineContract({
  name: 'store-passkey-prf',
  area: 'auth',
  method: 'PUT',
  path: '/api/auth/passkeys/{passkeyId}/prf',
  auth: { kind: 'staff', inactiveLicence: 'allowed' },
  summary: "Keep the caller's private key wrapped for one of their passkeys' PRF output.",
  params: ZPasskeyParams,
  body: z.strictObject({ currentAuthKey: ZAuthKey, wrappedPrivateKey: ZPasskeyEnvelope }),
  response: ZEmptyResponse,
});
