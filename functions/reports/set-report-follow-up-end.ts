import { setReportFollowUpEnd } from '@shared/contracts/reports/set-report-follow-up-end.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { followUpEndProblem } from '@shared/domain/retention.js';
import { retentionTexts } from '@shared/messages/retention.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { setFollowUpEndWrites } from '../data/reports.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { badRequest } from '../lib/http-error.js';
import { requireVisibleReport } from './report-access.js';

/**
 * Records the day follow-up ended (from the day of receipt to today, Polish time) or removes it;
 * the same day again, or removing none, writes nothing. Retention counts from it.
 */
export const handler = defineHandler(setReportFollowUpEnd, async ({ params, body, caller }) => {
  const { report } = await requireVisibleReport(caller, params.reportId);
  if (body.on !== null) {
    const problem = followUpEndProblem(body.on, report.receivedAt);
    if (problem)
      throw badRequest(retentionTexts.followUpEndProblem[problem], { on: retentionTexts.followUpEndProblem[problem] });
  }
  if ((report.followUpEnd?.on ?? null) === body.on) return { followUpEnd: report.followUpEnd ?? null };
  const followUpEnd =
    body.on === null ? null : { on: body.on, setAt: new Date().toISOString(), setByName: caller.user.name };
  const identifier = formatReporterIdentifier(report.identifier);
  await transact([
    ...setFollowUpEndWrites(report, report.followUpEnd?.on ?? null, followUpEnd),
    followUpEnd
      ? logEntryWrite(
          { ...byStaff(caller), reportId: report.reportId },
          'report.followUpEnd.set',
          identifier,
          followUpEnd.on,
        )
      : logEntryWrite({ ...byStaff(caller), reportId: report.reportId }, 'report.followUpEnd.cleared', identifier),
  ]);
  return { followUpEnd };
});
