import { requestMeeting } from '@shared/contracts/inbox/request-meeting.js';
import { protocolTexts } from '@shared/messages/protocols.js';
import { byReporter, logEntryWrite } from '../data/audit-log.js';
import { meetingRequestWrites } from '../data/report-protocols.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { conflict } from '../lib/http-error.js';
import { inboxIdentifier, requireInboxReport, requireWritable } from './inbox-access.js';

/**
 * 'Poproś o spotkanie' (art. 26(3) of the Act): the reporter asks for a meeting in person, whose
 * 14-day term staff see from now on. Once per report (again: 409, nothing written); only while
 * the case is open and the licence active. Logged in the same transaction.
 */
export const handler = defineHandler(requestMeeting, async ({ caller }) => {
  const { report, tenant } = await requireInboxReport(caller);
  if (report.meetingRequestedAt) throw conflict(protocolTexts.meetingAlreadyRequested);
  requireWritable(report, tenant);
  const requestedAt = new Date().toISOString();
  await transact([
    ...meetingRequestWrites(report, requestedAt),
    logEntryWrite(byReporter(report.tenantId, report.reportId), 'report.meeting.requested', inboxIdentifier(report)),
  ]);
  return { requestedAt };
});
