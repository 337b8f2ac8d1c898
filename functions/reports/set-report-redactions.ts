import { setReportRedactions } from '@shared/contracts/reports/set-report-redactions.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { redactionTexts } from '@shared/messages/redactions.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { redactionsVersionOf, setRedactionsWrite } from '../data/report-redactions.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { conflict, forbidden } from '../lib/http-error.js';
import { mayRespondIn, requireVisibleReport } from './report-access.js';

/**
 * 'Zaczernienia' (issue #35): administrators and users who may reply in the report's category
 * replace its redaction record (an auditor is refused by the contract, another category's report
 * is a 404), on the version they saw: changed meanwhile, 409 and nothing written. The record and a
 * log entry in one transaction; the server never reads what is redacted.
 */
export const handler = defineHandler(setReportRedactions, async ({ params, body, caller }) => {
  const { report, visibility } = await requireVisibleReport(caller, params.reportId);
  const category = visibility.categories.find((candidate) => candidate.categoryId === report.categoryId);
  if (!mayRespondIn(caller.user, category)) throw forbidden(redactionTexts.forbidden);
  const version = redactionsVersionOf(report);
  if (body.redactionsVersion !== version) throw conflict(redactionTexts.changedMeanwhile);
  await transact([
    setRedactionsWrite(report, body.redactions),
    logEntryWrite(
      { ...byStaff(caller), reportId: report.reportId },
      'report.redactions.changed',
      formatReporterIdentifier(report.identifier),
    ),
  ]);
  return { redactionsVersion: version + 1 };
});
