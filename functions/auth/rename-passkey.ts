import { renamePasskey } from '@shared/contracts/auth/rename-passkey.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { renamePasskeyWrite } from '../data/passkeys.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';

/** Only one's own passkey: another's (of this or another organisation) is 404, as an unknown one. */
export const handler = defineHandler(renamePasskey, async ({ params, body, caller }) => {
  await transact([
    renamePasskeyWrite(caller.user, params.passkeyId, body.name),
    logEntryWrite(byStaff(caller), 'passkey.renamed', body.name),
  ]);
  return { ok: true as const };
});
