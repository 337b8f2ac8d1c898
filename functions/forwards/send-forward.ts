import { sendForward } from '@shared/contracts/forwards/send-forward.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { BUNDLE_CONTENT_TYPE, FORWARD_MAIL_TAG, shareExpiry } from '@shared/domain/forwards.js';
import { CLAIM_OUTLASTS_ROUTE_MS } from '@shared/domain/retries.js';
import { forwardTexts } from '@shared/messages/forwards.js';
import { emailTemplates } from '../adapters/email-templates.js';
import { copyObject, deleteObject, objectSize, readObjectHead } from '../adapters/s3.js';
import { sendEmail } from '../adapters/ses.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import {
  claimForwardSendWrite,
  failedForwardWrites,
  getForward,
  recordMessageWrites,
  releaseForwardSendWrite,
  sendForwardWrites,
  type SentForward,
  type ShareRecord,
} from '../data/forwards.js';
import { objectKeys } from '../data/object-keys.js';
import { transact } from '../data/transact.js';
import { appLinks } from '../lib/app-links.js';
import { defineHandler } from '../lib/handler.js';
import { randomToken, sha256 } from '../lib/hashing.js';
import { HttpError, badRequest, conflict, notFound } from '../lib/http-error.js';
import { log } from '../lib/logger.js';
import { forwardView, recipientOf, requireForwardableReport } from './forward-access.js';
import { messageOf } from '../lib/message-of.js';

/** A zip begins with a local file header, "PK\x03\x04". */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/**
 * Step 3: the forward is claimed for this send first (a parallel send of it is refused with 409
 * before it touches anything), then the bundle the browser uploaded is checked (exactly the
 * declared size, a zip), kept under its final key, the share is made (its id only in the e-mailed
 * link, its hash stored) and logged in one transaction, then the authority is e-mailed (copy to
 * DW). A send that fails before that transaction gives the claim back. If SES refuses the e-mail,
 * the forward says so and its bundle is due for deletion at once.
 */
export const handler = defineHandler(sendForward, async ({ params, caller, time }) => {
  const report = await requireForwardableReport(caller, params.reportId);
  const forward = await getForward(report.tenantId, report.reportId, params.forwardId);
  if (!forward) throw notFound(forwardTexts.forwardNotFound);
  if (forward.state !== 'pending') throw conflict(forwardTexts.alreadySent);
  const now = new Date();
  await transact([
    claimForwardSendWrite(forward, now.toISOString(), new Date(now.getTime() + CLAIM_OUTLASTS_ROUTE_MS).toISOString()),
  ]);

  const uploadKey = objectKeys.pendingForwardBundle(report.tenantId, report.reportId, forward.forwardId);
  const bundleKey = objectKeys.forwardBundle(report.tenantId, report.reportId, forward.forwardId);
  const shareId = randomToken();
  const identifier = formatReporterIdentifier(report.identifier);
  const { message = '', sendingUntil: _claim, ...kept } = forward;
  const sent: SentForward = {
    ...kept,
    state: 'sent',
    sentAt: now.toISOString(),
    expiresAt: shareExpiry(now).toISOString(),
    delivery: 'sent',
    shareHash: sha256(shareId),
  };
  const share: ShareRecord = {
    shareHash: sent.shareHash,
    tenantId: report.tenantId,
    reportId: report.reportId,
    forwardId: forward.forwardId,
    organisationName: caller.tenant.name,
    identifier,
    emailTo: forward.emailTo,
    bundleKey,
    expiresAt: sent.expiresAt,
    downloadCount: 0,
  };
  const logged = { ...byStaff(caller), reportId: report.reportId };
  try {
    if ((await objectSize(uploadKey)) !== forward.size) throw badRequest(forwardTexts.bundleMissing);
    const head = await readObjectHead(uploadKey, ZIP_MAGIC.length);
    if (!ZIP_MAGIC.every((byte, i) => head[i] === byte))
      throw new HttpError('UNSUPPORTED_MEDIA_TYPE', forwardTexts.bundleNotZip);
    await copyObject(uploadKey, bundleKey, BUNDLE_CONTENT_TYPE);
    // Past its budget the send has answered 503 already: it sends nothing, and may be tried again.
    time.ensure();
    await transact([
      ...sendForwardWrites(sent, share),
      logEntryWrite(logged, 'report.forwarded', identifier, recipientOf(forward)),
    ]);
  } catch (error) {
    // Not sent: no bundle stays without its share and expiry, and the forward may be sent again.
    if ((await getForward(report.tenantId, report.reportId, forward.forwardId))?.state === 'pending') {
      await Promise.allSettled([deleteObject(bundleKey), transact([releaseForwardSendWrite(forward)])]);
    }
    throw error;
  }
  await Promise.allSettled([deleteObject(uploadKey)]);

  let messageId: string | undefined;
  try {
    messageId = await sendEmail(
      forward.emailTo,
      emailTemplates.forwardedReport({
        organisation: caller.tenant.name,
        identifier,
        message,
        link: appLinks.externalShare(shareId),
        expiresAt: sent.expiresAt,
      }),
      { cc: forward.emailCc ? [forward.emailCc] : [], tags: { [FORWARD_MAIL_TAG.name]: FORWARD_MAIL_TAG.value } },
    );
  } catch (error) {
    log.error('forward e-mail not sent', {
      forwardId: forward.forwardId,
      error: messageOf(error),
    });
    await transact([
      ...failedForwardWrites(sent, now.toISOString()),
      logEntryWrite(logged, 'report.forward.failed', identifier, recipientOf(forward)),
    ]);
    throw new HttpError('UNAVAILABLE', forwardTexts.mailFailed);
  }
  if (messageId) await transact(recordMessageWrites(sent, messageId, now.toISOString()));
  return forwardView({ ...sent, ...(messageId ? { messageId } : {}) }, now);
});
