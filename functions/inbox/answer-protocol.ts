import { answerProtocol } from '@shared/contracts/inbox/answer-protocol.js';
import {
  answerProtocol as nextState,
  type ProtocolAnswer,
  type WrittenProtocolKind,
} from '@shared/domain/protocols.js';
import { reportType } from '@shared/domain/report.js';
import { phoneReportTexts } from '@shared/messages/phone-reports.js';
import { protocolTexts } from '@shared/messages/protocols.js';
import { byReporter, logEntryWrite } from '../data/audit-log.js';
import { answerProtocolWrites, protocolSummaryOf } from '../data/report-protocols.js';
import { phoneProtocolWrite, type ReportRecord } from '../data/reports.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { conflict } from '../lib/http-error.js';
import { inboxIdentifier, requireInboxReport, requireWritable } from './inbox-access.js';

const writtenActions = {
  voice: { approved: 'report.voiceProtocol.approved', corrections: 'report.voiceProtocol.correctionsAsked' },
  meeting: { approved: 'report.meetingProtocol.approved', corrections: 'report.meetingProtocol.correctionsAsked' },
} as const;

/**
 * The reporter approves a protocol of their oral report, or asks for corrections (described in a
 * message): a phone report's (only a phone report has one), or a voice message's transcript or a
 * meeting's protocol staff wrote, on the version the reporter read (another: 409, it changed).
 * An approved one stays approved (409); like writing a message, only while the case is open and
 * the licence active. Logged with the answer, in one transaction.
 */
export const handler = defineHandler(answerProtocol, async ({ body, caller }) => {
  const { report, tenant } = await requireInboxReport(caller);
  if (body.kind === 'phone') {
    if (report.type !== reportType.phone || !report.phoneProtocol) throw conflict(phoneReportTexts.notPhone);
    requireWritable(report, tenant);
    const next = nextState(report.phoneProtocol.state, body.decision);
    if (!next) throw conflict(phoneReportTexts.alreadyApproved);
    const protocol = { state: next, answeredAt: new Date().toISOString() };
    const action = next === 'approved' ? 'report.phone.protocolApproved' : 'report.phone.correctionsAsked';
    await transact([
      phoneProtocolWrite(report, report.phoneProtocol.state, protocol),
      logEntryWrite(byReporter(report.tenantId, report.reportId), action, inboxIdentifier(report)),
    ]);
    return protocol;
  }
  return answerWritten(report, tenant, body.kind, body.decision, body.version);
});

async function answerWritten(
  report: ReportRecord,
  tenant: Parameters<typeof requireWritable>[1],
  kind: WrittenProtocolKind,
  decision: 'approve' | 'corrections',
  version: number | undefined,
): Promise<ProtocolAnswer> {
  const seen = protocolSummaryOf(report, kind);
  if (!seen) throw conflict(protocolTexts.noProtocol);
  requireWritable(report, tenant);
  const next = nextState(seen.state, decision);
  if (!next) throw conflict(protocolTexts.alreadyApproved);
  // The reporter answers what they read: a newer version is theirs to read first.
  if (version !== seen.version) throw conflict(protocolTexts.changedMeanwhile);
  const answer = { state: next, answeredAt: new Date().toISOString() };
  await transact([
    ...answerProtocolWrites(report, kind, seen, answer),
    logEntryWrite(
      byReporter(report.tenantId, report.reportId),
      writtenActions[kind][next === 'approved' ? 'approved' : 'corrections'],
      inboxIdentifier(report),
    ),
  ]);
  return answer;
}
