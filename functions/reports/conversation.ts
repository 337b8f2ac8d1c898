import type { Message, StaffMessage } from '@shared/contracts/reports/schemas.js';
import type { ContentEnvelope } from '@shared/crypto/envelopes.js';
import { staffUserType } from '@shared/domain/staff-user.js';
import type { CategoryRecord } from '../data/categories.js';
import { listMessages, type MessageRecord } from '../data/report-messages.js';
import type { ReportRecord } from '../data/reports.js';
import type { StaffCaller } from '../lib/auth.js';

/**
 * The conversation between staff and the reporter, as each side reads it. Glossary of the
 * spec's names: "Show messages" → list, reply_encrypted → the message body, canResponse → the
 * category user's right to reply.
 */

/**
 * canResponse (spec doc 2 §6) lives on the category's users: a staff member may reply to a
 * report when assigned to its category with the right to reply; an auditor never (they change
 * nothing), whatever the category says.
 */
export function mayReply(caller: Pick<StaffCaller, 'user'>, category: Pick<CategoryRecord, 'users'> | undefined): boolean {
  if (caller.user.type === staffUserType.auditor || !category) return false;
  return category.users.some((user) => user.userId === caller.user.userId && user.canResponse);
}

/** A message as the reporter sees it: never which staff member wrote it. */
export const toMessage = (message: MessageRecord): Message => ({
  messageId: message.messageId,
  author: message.author,
  sentAt: message.sentAt,
  body: message.body,
  files: [],
});

/** A message as staff see it: a reply names its author. */
export const toStaffMessage = (message: MessageRecord): StaffMessage => ({ ...toMessage(message), authorName: message.staffUserName });

export const conversationOf = (report: Pick<ReportRecord, 'tenantId' | 'reportId'>) => listMessages(report.tenantId, report.reportId);

/** A new message of a report, sent now. */
export function newMessage(
  report: Pick<ReportRecord, 'tenantId' | 'reportId'>,
  input: { messageId: string; body: ContentEnvelope },
  author: { staffUserId: string; staffUserName: string } | 'reporter',
): MessageRecord {
  return {
    tenantId: report.tenantId,
    reportId: report.reportId,
    messageId: input.messageId,
    sentAt: new Date().toISOString(),
    author: author === 'reporter' ? 'reporter' : 'staff',
    staffUserId: author === 'reporter' ? null : author.staffUserId,
    staffUserName: author === 'reporter' ? null : author.staffUserName,
    body: input.body,
  };
}
