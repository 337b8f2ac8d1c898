import { writeReportProtocol } from '@shared/contracts/reports/write-report-protocol.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { mayReviseProtocol } from '@shared/domain/protocols.js';
import { reportState } from '@shared/domain/report.js';
import { protocolTexts } from '@shared/messages/protocols.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { protocolSummaryOf, writeProtocolWrites } from '../data/report-protocols.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { conflict, forbidden } from '../lib/http-error.js';
import { mayRespondIn, requireVisibleReport } from './report-access.js';

const writtenAction = { voice: 'report.voiceProtocol.written', meeting: 'report.meetingProtocol.written' } as const;

/**
 * 'Protokół wiadomości głosowej' / 'Protokół spotkania' (issue #32): administrators and users who
 * may reply in the report's category write the protocol's next version (an auditor is refused by
 * the contract, another category's report is a 404, another user 403) while the report is not
 * closed (409). The transcript needs a
 * voice message in the report, the meeting's protocol the reporter's request (409 otherwise); an
 * approved protocol is not rewritten (409), and a write names the version it was made on (changed
 * meanwhile: 409). The text stays ciphertext; the version, its state and a log entry are written
 * in one transaction.
 */
export const handler = defineHandler(writeReportProtocol, async ({ params, body, caller }) => {
  const { report, visibility } = await requireVisibleReport(caller, params.reportId);
  const category = visibility.categories.find((candidate) => candidate.categoryId === report.categoryId);
  if (!mayRespondIn(caller.user, category)) throw forbidden(protocolTexts.notAllowed);
  if (report.state === reportState.archived) throw conflict(protocolTexts.closed);
  if (params.kind === 'voice' && !report.files.some((file) => file.voice)) throw conflict(protocolTexts.noVoiceMessage);
  if (params.kind === 'meeting' && !report.meetingRequestedAt) throw conflict(protocolTexts.noMeetingRequest);
  const seen = protocolSummaryOf(report, params.kind);
  if (!mayReviseProtocol(seen?.state ?? null)) throw conflict(protocolTexts.alreadyApproved);
  if (body.version !== (seen?.version ?? 0)) throw conflict(protocolTexts.changedMeanwhile);
  const version = body.version + 1;
  const writtenAt = new Date().toISOString();
  await transact([
    ...writeProtocolWrites(report, seen, {
      tenantId: report.tenantId,
      reportId: report.reportId,
      kind: params.kind,
      version,
      text: body.text,
      writtenAt,
      authorId: caller.user.userId,
      authorName: caller.user.name,
    }),
    logEntryWrite(
      { ...byStaff(caller), reportId: report.reportId },
      writtenAction[params.kind],
      formatReporterIdentifier(report.identifier),
      String(version),
    ),
  ]);
  return { state: 'awaiting' as const, answeredAt: null, version, writtenAt, text: body.text };
});
