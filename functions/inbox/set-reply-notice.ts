import { setReplyNotice } from '@shared/contracts/inbox/set-reply-notice.js';
import { maskNoticeAddress, normaliseNoticeAddress } from '@shared/domain/reply-notices.js';
import { sealNoticeAddress } from '../adapters/reply-notice-key.js';
import { setReplyNoticeWrites, type ReplyNoticeRecord } from '../data/reply-notices.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { requireInboxReport, requireWritable } from './inbox-access.js';
import { requireNoticeAllowed, toReplyNotice } from './reply-notice-access.js';

/**
 * The reporter turns on the notice of replies (docs/security.md §6.7): the address is sealed under
 * the server-side key before it is stored, replacing one set before. No log entry: staff never
 * learn that a reporter asked to be told, nor where.
 */
export const handler = defineHandler(setReplyNotice, async ({ body, caller }) => {
  const { report, tenant } = await requireInboxReport(caller);
  requireNoticeAllowed(report);
  requireWritable(report, tenant);
  const address = normaliseNoticeAddress(body.channel, body.address);
  const owner = { tenantId: report.tenantId, reportId: report.reportId };
  const notice: ReplyNoticeRecord = {
    ...owner,
    channel: body.channel,
    masked: maskNoticeAddress(body.channel, address),
    address: await sealNoticeAddress(address, owner),
    setAt: new Date().toISOString(),
  };
  await transact(setReplyNoticeWrites(report, notice));
  return toReplyNotice(notice);
});
