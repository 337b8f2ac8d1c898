import { deleteReplyNotice } from '@shared/contracts/inbox/delete-reply-notice.js';
import { deleteReplyNoticeWrite } from '../data/reply-notices.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { requireInboxReport } from './inbox-access.js';

/** The reporter deletes the notice: its sealed address goes at once (a notice due later finds none). */
export const handler = defineHandler(deleteReplyNotice, async ({ caller }) => {
  const { report } = await requireInboxReport(caller);
  await transact([deleteReplyNoticeWrite(report.tenantId, report.reportId)]);
  return { ok: true as const };
});
