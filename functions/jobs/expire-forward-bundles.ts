import { auditActorNames } from '@shared/messages/audit.js';
import { deleteEverythingUnder } from '../adapters/s3.js';
import { logEntryWrite } from '../data/audit-log.js';
import { expiredShareWrites, getForward, getShare, listDueShareExpiries } from '../data/forwards.js';
import { objectKeys } from '../data/object-keys.js';
import { transact } from '../data/transact.js';
import { log } from '../lib/logger.js';
import { organisationWorker } from '../lib/organisation-jobs.js';
import { recipientOf } from '../forwards/forward-access.js';
import { messageOf } from '../lib/message-of.js';

/**
 * Shares expire (docs/security.md §12.5, decisions 49–50), for one organisation: every bundle
 * whose share expired is deleted for good (every version: it left end-to-end encryption), then the
 * share and the forward record it and the organisation's log says so, in one transaction. A bundle
 * whose delete was cut short stays due and is deleted on the next run. Safe to repeat: a
 * redelivered message finds nothing due, and a concurrent run's transaction fails whole.
 */
export async function organisationJob(tenantId: string, now: Date): Promise<{ expired: number; failed: number }> {
  const at = now.toISOString();
  const totals = { expired: 0, failed: 0 };
  for (const entry of await listDueShareExpiries(tenantId, at)) {
    try {
      await deleteEverythingUnder(objectKeys.forwardFolder(entry.tenantId, entry.reportId, entry.forwardId));
      const [share, forward] = await Promise.all([
        getShare(entry.shareHash),
        getForward(entry.tenantId, entry.reportId, entry.forwardId),
      ]);
      await transact([
        ...expiredShareWrites(entry, { share: !!share, forward: !!forward }, at),
        ...(forward && share
          ? [
              logEntryWrite(
                { tenantId, actor: { userId: null, userName: auditActorNames.system }, reportId: entry.reportId },
                'report.forward.expired',
                share.identifier,
                recipientOf(forward),
              ),
            ]
          : []),
      ]);
      totals.expired += 1;
    } catch (error) {
      totals.failed += 1;
      log.error('forward bundle expiry failed', {
        forwardId: entry.forwardId,
        error: messageOf(error),
      });
    }
  }
  return totals;
}

/** The worker: one organisation per message of the job's queue (functions/lib/organisation-jobs.ts). */
export const handler = organisationWorker(organisationJob);
