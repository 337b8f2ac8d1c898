import { randomBytes, randomUUID } from 'node:crypto';
import { formatReporterIdentifier, normaliseReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { shareExpiry, shareRules } from '@shared/domain/forwards.js';
import { auditActorNames } from '@shared/messages/audit.js';
import { logEntryWrite } from '../functions/data/audit-log.js';
import { storedForwardWrites, type SentForward, type ShareRecord } from '../functions/data/forwards.js';
import { objectKeys } from '../functions/data/object-keys.js';
import { getReportByIdentifier } from '../functions/data/reports.js';
import { transact, type TxLogEntry } from '../functions/data/transact.js';
import { sha256 } from '../functions/lib/hashing.js';
import { recipientOf } from '../functions/forwards/forward-access.js';
import { demo } from './config.js';
import { DAY, HOUR } from '@shared/domain/time.js';

/**
 * The demo inbox's report was forwarded to a prosecutor's office 20 days before the first start:
 * delivered, downloaded twice, expired 6 days ago and its bundle deleted by the expiry job — so a
 * newcomer sees the list of forwards (a live share needs a bundle that only a staff browser
 * builds: forward one from the report page to see the rest). Answers the log entries of its
 * history, for the seed to write in time order.
 */
export async function seedDemoForward(
  organisation: { tenantId: string; name: string },
  actor: { userId: string; name: string },
  now: Date,
): Promise<TxLogEntry[]> {
  const report = await getReportByIdentifier(normaliseReporterIdentifier(demo.inboxIdentifier));
  if (!report) throw new Error('the demo inbox report is missing');
  const sentAt = new Date(now.getTime() - 20 * DAY);
  const expiresAt = shareExpiry(sentAt);
  const deletedAt = new Date(expiresAt.getTime() + HOUR);
  const forwardId = randomUUID();
  const shareHash = sha256(randomBytes(32).toString('base64url'));
  const identifier = formatReporterIdentifier(report.identifier);
  const forward: SentForward = {
    tenantId: organisation.tenantId,
    reportId: report.reportId,
    forwardId,
    name: 'Prokuratura Rejonowa Warszawa-Mokotów',
    emailTo: 'biuro.podawcze@prokuratura.example.pl',
    emailCc: null,
    withFiles: true,
    size: 48_213,
    state: 'sent',
    createdAt: sentAt.toISOString(),
    senderId: actor.userId,
    senderName: actor.name,
    sentAt: sentAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
    delivery: 'delivered',
    deliveryAt: new Date(sentAt.getTime() + 40_000).toISOString(),
    deliveredAt: new Date(sentAt.getTime() + 40_000).toISOString(),
    downloadCount: 2,
    bundleDeletedAt: deletedAt.toISOString(),
    shareHash,
  };
  const share: ShareRecord = {
    shareHash,
    tenantId: organisation.tenantId,
    reportId: report.reportId,
    forwardId,
    organisationName: organisation.name,
    identifier,
    emailTo: forward.emailTo,
    bundleKey: objectKeys.forwardBundle(organisation.tenantId, report.reportId, forwardId),
    expiresAt: forward.expiresAt,
    downloadCount: 2,
    bundleDeletedAt: forward.bundleDeletedAt,
  };
  await transact(storedForwardWrites(forward, share));

  const byAdmin = {
    tenantId: organisation.tenantId,
    actor: { userId: actor.userId, userName: actor.name },
    reportId: report.reportId,
    at: sentAt,
  };
  const byRecipient = (at: Date) => ({
    tenantId: organisation.tenantId,
    actor: { userId: null, userName: auditActorNames.externalRecipient },
    reportId: report.reportId,
    at,
  });
  const downloads = [1, 2].flatMap((n) => {
    const at = new Date(sentAt.getTime() + n * DAY);
    return [
      logEntryWrite(byRecipient(at), 'report.forward.codeSent', identifier, forward.emailTo),
      logEntryWrite(
        byRecipient(new Date(at.getTime() + 120_000)),
        'report.forward.downloaded',
        identifier,
        forward.emailTo,
        `${n} z ${shareRules.downloadsMax}`,
      ),
    ];
  });
  return [
    logEntryWrite(byAdmin, 'report.forwarded', identifier, recipientOf(forward)),
    ...downloads,
    logEntryWrite(
      {
        tenantId: organisation.tenantId,
        actor: { userId: null, userName: auditActorNames.system },
        reportId: report.reportId,
        at: deletedAt,
      },
      'report.forward.expired',
      identifier,
      recipientOf(forward),
    ),
  ];
}
