import * as z from 'zod';
import { defineContract, ZEmptyResponse } from '../contract.js';
import { ZPasskeyName, ZPasskeyParams } from './passkey-schemas.js';

export const renamePasskey = defineContract({
  name: 'rename-passkey',
  area: 'auth',
  method: 'PUT',
  path: '/api/auth/passkeys/{passkeyId}/name',
  auth: { kind: 'staff', inactiveLicence: 'allowed' },
  summary: "Rename one of the caller's passkeys.",
  params: ZPasskeyParams,
  body: z.strictObject({ name: ZPasskeyName }),
  response: ZEmptyResponse,
});
