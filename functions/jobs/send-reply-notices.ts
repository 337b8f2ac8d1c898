import { polishCalendarDate, reportState } from '@shared/domain/report.js';
import { replyNoticeTexts } from '@shared/messages/reply-notices.js';
import { openNoticeAddress } from '../adapters/reply-notice-key.js';
import { emailTemplates } from '../adapters/email-templates.js';
import { sendEmail } from '../adapters/ses.js';
import { sendSms } from '../adapters/sns.js';
import {
  clearNoticeDue,
  eraseReplyNotice,
  getReplyNotice,
  recordNoticeSent,
  replyNoticesDue,
  type ReplyNoticeDueRecord,
  type ReplyNoticeRecord,
} from '../data/reply-notices.js';
import { getReportRecord } from '../data/reports.js';
import { requireEnv } from '../lib/env.js';
import { log, loggedHandler } from '../lib/logger.js';

type Totals = { sent: number; failed: number; erased: number };

/**
 * The one sentence, to the address the reporter left; the address is opened here and nowhere else.
 * Sent as a sender that names neither the product nor the organisation (NOTICE_SENDER,
 * NOTICE_SMS_SENDER_ID; decision 209), so the sender does not say what the reporter uses.
 */
async function sendNotice(notice: ReplyNoticeRecord): Promise<void> {
  const address = await openNoticeAddress(notice.address, notice);
  if (notice.channel === 'email')
    await sendEmail(address, emailTemplates.replyNotice(), {
      from: requireEnv('NOTICE_SENDER'),
      tags: { kind: 'reply-notice' },
    });
  else await sendSms(address, replyNoticeTexts.notice, { senderId: requireEnv('NOTICE_SMS_SENDER_ID') });
}

/** What the job did for one report marked due. */
type Outcome = Partial<Record<keyof Totals, true>>;

async function handleDue(due: ReplyNoticeDueRecord, now: Date): Promise<Outcome> {
  const [report, notice] = await Promise.all([
    getReportRecord(due.tenantId, due.reportId),
    getReplyNotice(due.tenantId, due.reportId),
  ]);
  if (!report || !notice) {
    // The report was deleted, or the reporter deleted the notice: nothing to tell, nobody to tell it to.
    if (!report && notice) await eraseReplyNotice(due.tenantId, due.reportId);
    await clearNoticeDue(due);
    return {};
  }
  const toldUpTo = notice.lastNoticeAt && notice.lastNoticeAt > notice.setAt ? notice.lastNoticeAt : notice.setAt;
  const unheard = !!due.lastReplyAt && due.lastReplyAt > toldUpTo;
  const today = polishCalendarDate(now);
  if (unheard) {
    // At most one notice a day: the report stays due, and tomorrow's run tells of today's replies too.
    if (notice.lastNoticeDay === today) return {};
    try {
      await sendNotice(notice);
    } catch (error) {
      // Kept due: the next run tries again. Never the address, never anything staff see.
      log.error('reply notice not sent', {
        channel: notice.channel,
        error: error instanceof Error ? error.name : 'unknown',
      });
      return { failed: true };
    }
    await recordNoticeSent(notice, now.toISOString(), today);
  }
  if (report.state === reportState.archived) {
    // No reply can follow archiving: the notice of the last one was sent, the address goes.
    await eraseReplyNotice(due.tenantId, due.reportId);
    await clearNoticeDue(due);
    return unheard ? { sent: true, erased: true } : { erased: true };
  }
  await clearNoticeDue(due);
  return unheard ? { sent: true } : {};
}

/**
 * Once a day (infra/jobs.ts): each report with a notice of replies and a staff reply since its
 * last notice gets one content-free notice, 'Masz nową odpowiedź w skrzynce', by e-mail or SMS
 * (docs/security.md §6.7). It reads only the reports marked due by a reply or by archiving,
 * never every organisation's reports. A notice that could not be sent stays due for the next run;
 * after an archived report's last notice, its address is deleted. `now` is injectable.
 */
export const handler = loggedHandler(async (event: { now?: string } = {}): Promise<Totals> => {
  const now = event.now ? new Date(event.now) : new Date();
  const totals: Totals = { sent: 0, failed: 0, erased: 0 };
  for await (const page of replyNoticesDue()) {
    for (const due of page) {
      const outcome = await handleDue(due, now);
      for (const counted of Object.keys(outcome) as (keyof Totals)[]) totals[counted] += 1;
    }
  }
  return totals;
});
