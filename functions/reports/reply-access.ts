import { reportState } from '@shared/domain/report.js';
import { conversationTexts } from '@shared/messages/conversation.js';
import type { ReportRecord } from '../data/reports.js';
import type { StaffCaller } from '../lib/auth.js';
import { conflict, forbidden } from '../lib/http-error.js';
import { mayRespondIn, requireVisibleReport } from './report-access.js';

/**
 * A report the caller may reply to now: visible to them (else 404), allowed to reply in its
 * category (`mayRespondIn`: canResponse; administrators always, auditors never; else 403 'BRAK UPRAWNIEŃ DO ODPOWIADANIA SYGNALIŚCIE'), not closed (else 409
 * 'ZGŁOSZENIE ZOSTAŁO ZAMKNIĘTE').
 */
export async function requireReplyableReport(caller: StaffCaller, reportId: string): Promise<ReportRecord> {
  const { report, visibility } = await requireVisibleReport(caller, reportId);
  if (
    !mayRespondIn(
      caller.user,
      visibility.categories.find((category) => category.categoryId === report.categoryId),
    )
  )
    throw forbidden(conversationTexts.noReplyRight);
  if (report.state === reportState.archived) throw conflict(conversationTexts.closed);
  return report;
}
