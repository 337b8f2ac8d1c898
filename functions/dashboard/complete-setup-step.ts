import { completeSetupStep } from '@shared/contracts/dashboard/complete-setup-step.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { formLinkCopiedWrite, getTenant, recoveryKeyConfirmationWrite, type Tenant } from '../data/tenants.js';
import { transact, type TxWrite } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { notFound } from '../lib/http-error.js';
import { readSetupState } from './setup-state.js';

/**
 * Marks a first step the administrator alone can tell is done. The recovery key's confirmation
 * is logged (who said the key is kept, and whether their browser checked it); a copied form link
 * is bookkeeping of the checklist and is not. A step already marked writes nothing.
 */
export const handler = defineHandler(completeSetupStep, async ({ body, caller }) => {
  const tenant = caller.tenant;
  const now = new Date().toISOString();
  let writes: TxWrite[] = [];
  if (body.step === 'recoveryKey') {
    const current = tenant.recoveryKeyConfirmation;
    if (!current || (body.verified && !current.verified)) {
      writes = [
        recoveryKeyConfirmationWrite(tenant.tenantId, { at: now, userId: caller.user.userId, verified: body.verified }),
        logEntryWrite(byStaff(caller), body.verified ? 'setup.recoveryKey.checked' : 'setup.recoveryKey.confirmed'),
      ];
    }
  } else if (!tenant.formLinkCopiedAt) {
    writes = [formLinkCopiedWrite(tenant.tenantId, now)];
  }
  if (writes.length === 0) return readSetupState(tenant);
  await transact(writes);
  const stored: Tenant | null = await getTenant(tenant.tenantId);
  if (!stored) throw notFound();
  return readSetupState(stored);
});
