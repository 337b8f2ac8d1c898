import { reportType } from '@shared/domain/report.js';
import { replyNoticeTexts } from '@shared/messages/reply-notices.js';
import type { ReplyNoticeRecord } from '../data/reply-notices.js';
import type { ReportRecord } from '../data/reports.js';
import { forbidden } from '../lib/http-error.js';

/**
 * A phone report (type 2) never has a notice: its key is derived from the caller's number
 * (docs/security.md §8), and a number stored beside the report, even sealed, would be that key's
 * secret next to it.
 */
export function requireNoticeAllowed(report: ReportRecord): void {
  if (report.type === reportType.phone) throw forbidden(replyNoticeTexts.phoneReport);
}

/** What the inbox is told of a notice: never the address. */
export const toReplyNotice = (notice: ReplyNoticeRecord | null) => ({
  notice: notice && { channel: notice.channel, masked: notice.masked, setAt: notice.setAt },
});
