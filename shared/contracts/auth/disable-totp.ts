import * as z from 'zod';
import { defineContract, ZEmptyResponse } from '../contract.js';
import { ZAuthKey } from './schemas.js';

/** Settings: turning the app off needs the password (its login secret), as a password change. */
export const disableTotp = defineContract({
  name: 'disable-totp',
  area: 'auth',
  method: 'POST',
  path: '/api/auth/totp/disable',
  auth: { kind: 'staff', inactiveLicence: 'allowed' },
  summary: 'Turn off the authenticator app, proven by the current password.',
  body: z.strictObject({ currentAuthKey: ZAuthKey }),
  response: ZEmptyResponse,
});
