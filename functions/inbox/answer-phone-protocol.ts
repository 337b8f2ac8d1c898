import { answerPhoneProtocol } from '@shared/contracts/inbox/answer-phone-protocol.js';
import { answerProtocol } from '@shared/domain/phone-reports.js';
import { reportType } from '@shared/domain/report.js';
import { phoneReportTexts } from '@shared/messages/phone-reports.js';
import { byReporter, logEntryWrite } from '../data/audit-log.js';
import { phoneProtocolWrite } from '../data/reports.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { conflict } from '../lib/http-error.js';
import { inboxIdentifier, requireInboxReport, requireWritable } from './inbox-access.js';

/**
 * The caller approves the protocol of their phone report, or asks for corrections (described in
 * a message). Only a phone report has one (409 otherwise); an approved one stays approved (409);
 * like writing a message, only while the case is open and the licence active. Logged.
 */
export const handler = defineHandler(answerPhoneProtocol, async ({ body, caller }) => {
  const { report, tenant } = await requireInboxReport(caller);
  if (report.type !== reportType.phone || !report.phoneProtocol) throw conflict(phoneReportTexts.notPhone);
  requireWritable(report, tenant);
  const next = answerProtocol(report.phoneProtocol.state, body.decision);
  if (!next) throw conflict(phoneReportTexts.alreadyApproved);
  const protocol = { state: next, answeredAt: new Date().toISOString() };
  const action = next === 'approved' ? 'report.phone.protocolApproved' : 'report.phone.correctionsAsked';
  await transact([
    phoneProtocolWrite(report, report.phoneProtocol.state, protocol),
    logEntryWrite(byReporter(report.tenantId, report.reportId), action, inboxIdentifier(report)),
  ]);
  return protocol;
});
