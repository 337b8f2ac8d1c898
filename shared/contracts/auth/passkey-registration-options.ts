import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZCreationOptions } from './passkey-schemas.js';

/** Settings → 'Klucze dostępu': the options of a new passkey (a challenge waiting 5 minutes). */
export const passkeyRegistrationOptions = defineContract({
  name: 'passkey-registration-options',
  area: 'auth',
  method: 'POST',
  path: '/api/auth/passkeys/options',
  auth: { kind: 'staff', inactiveLicence: 'allowed' },
  summary: 'Start adding a passkey: WebAuthn creation options with a single-use challenge.',
  response: z.object({ options: ZCreationOptions }),
});
