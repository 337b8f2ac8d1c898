import * as z from 'zod';
import { defineContract, ZEmptyResponse } from '../contract.js';
import { ZPasskeyParams } from './passkey-schemas.js';
import { ZAuthKey } from './schemas.js';

/** Removing a passkey needs the password (decision 305), as turning the authenticator app off. */
export const removePasskey = defineContract({
  name: 'remove-passkey',
  area: 'auth',
  method: 'POST',
  path: '/api/auth/passkeys/{passkeyId}/removal',
  auth: { kind: 'staff', inactiveLicence: 'allowed' },
  summary: "Remove one of the caller's passkeys, proven by the current password.",
  params: ZPasskeyParams,
  body: z.strictObject({ currentAuthKey: ZAuthKey }),
  response: ZEmptyResponse,
});
