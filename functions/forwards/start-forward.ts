import { randomUUID } from 'node:crypto';
import { startForward } from '@shared/contracts/forwards/start-forward.js';
import { BUNDLE_CONTENT_TYPE } from '@shared/domain/forwards.js';
import { presignUpload } from '../adapters/s3.js';
import { putPendingForward } from '../data/forwards.js';
import { objectKeys } from '../data/object-keys.js';
import { defineHandler } from '../lib/handler.js';
import { requireForwardableReport } from './forward-access.js';

/**
 * Step 1: the message is checked (the contract) and kept with the pending forward until it is
 * sent; the browser gets a presigned PUT of exactly the bundle's size under tmp/ (emptied by the
 * bucket's lifecycle if the forward is never sent).
 */
export const handler = defineHandler(startForward, async ({ params, body, caller }) => {
  const report = await requireForwardableReport(caller, params.reportId);
  const forwardId = randomUUID();
  const { size, ...message } = body;
  await putPendingForward({
    tenantId: report.tenantId,
    reportId: report.reportId,
    forwardId,
    name: message.name,
    emailTo: message.emailTo,
    emailCc: message.emailCc,
    withFiles: message.withFiles,
    message: message.body,
    size,
    state: 'pending',
    createdAt: new Date().toISOString(),
    senderId: caller.user.userId,
    senderName: caller.user.name,
    sentAt: null,
    expiresAt: null,
    delivery: null,
    downloadCount: 0,
    shareHash: null,
  });
  const uploadUrl = await presignUpload(
    objectKeys.pendingForwardBundle(report.tenantId, report.reportId, forwardId),
    size,
    BUNDLE_CONTENT_TYPE,
  );
  return { forwardId, uploadUrl, headers: { 'content-type': BUNDLE_CONTENT_TYPE } };
});
