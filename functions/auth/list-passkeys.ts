import { listPasskeys } from '@shared/contracts/auth/list-passkeys.js';
import { listPasskeys as storedPasskeys } from '../data/passkeys.js';
import { defineHandler } from '../lib/handler.js';
import { passkeyView } from './passkey-views.js';

export const handler = defineHandler(listPasskeys, async ({ caller }) => ({
  passkeys: (await storedPasskeys(caller.user)).map((passkey) => passkeyView(passkey, caller.user)),
}));
