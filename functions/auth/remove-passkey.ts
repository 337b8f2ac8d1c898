import { removePasskey } from '@shared/contracts/auth/remove-passkey.js';
import { passkeyTexts } from '@shared/messages/passkeys.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { getPasskey, removePasskeyWrites } from '../data/passkeys.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { notFound } from '../lib/http-error.js';
import { proveCurrentPassword } from './current-password.js';

/** Removes one's own passkey, proven by the current password (decision 305). */
export const handler = defineHandler(removePasskey, async ({ params, body, caller }) => {
  const { user } = caller;
  const passkey = await getPasskey(params.passkeyId);
  if (!passkey || passkey.tenantId !== user.tenantId || passkey.userId !== user.userId)
    throw notFound(passkeyTexts.notFound);
  await proveCurrentPassword(caller, body.currentAuthKey);
  await transact([
    ...removePasskeyWrites(user, passkey.passkeyId),
    logEntryWrite(byStaff(caller), 'passkey.removed', passkey.name),
  ]);
  return { ok: true as const };
});
