import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZPasskey } from './passkey-schemas.js';

/** Settings → 'Klucze dostępu': the caller's own passkeys, oldest first. */
export const listPasskeys = defineContract({
  name: 'list-passkeys',
  area: 'auth',
  method: 'GET',
  path: '/api/auth/passkeys',
  auth: { kind: 'staff', inactiveLicence: 'allowed' },
  summary: "List the caller's passkeys.",
  response: z.object({ passkeys: z.array(ZPasskey) }),
});
