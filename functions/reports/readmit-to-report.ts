import { readmitToReport } from '@shared/contracts/reports/readmit-to-report.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { isExcludedFrom } from '@shared/domain/report-exclusions.js';
import { reportExclusionTexts } from '@shared/messages/report-exclusions.js';
import { reportTexts } from '@shared/messages/reports.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { excludedIdsOf, readmitWrites } from '../data/report-exclusions.js';
import { handlerIdsOf, handlersVersionOf } from '../data/report-handlers.js';
import { listStaffUsers } from '../data/staff-users.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { badRequest, conflict } from '../lib/http-error.js';
import { accessOf, requireVisibleReport, shownHandlers } from './report-access.js';

/**
 * 'Przywróć dostęp': an administrator (the contract) ends one person's exclusion from a report, on
 * the version of its access last seen (else 409); someone not excluded is a 400. Logged in the
 * same transaction. A person whose account is gone is taken off the report's list only.
 */
export const handler = defineHandler(readmitToReport, async ({ params, query, caller }) => {
  const { report, visibility } = await requireVisibleReport(caller, params.reportId);
  const category = visibility.categories.find((candidate) => candidate.categoryId === report.categoryId);
  const version = handlersVersionOf(report);
  if (query.handlersVersion !== version) throw conflict(reportTexts.changedMeanwhile);
  if (!isExcludedFrom(report, params.userId)) throw badRequest(reportExclusionTexts.notExcluded);
  const users = await listStaffUsers(report.tenantId);
  const user = users.find((candidate) => candidate.userId === params.userId);
  await transact([
    ...readmitWrites(report, params.userId, !!user),
    logEntryWrite(
      { ...byStaff(caller), reportId: report.reportId },
      'report.access.readmitted',
      formatReporterIdentifier(report.identifier),
      user?.name ?? reportExclusionTexts.deletedUser,
    ),
  ]);
  const excludedIds = excludedIdsOf(report).filter((userId) => userId !== params.userId);
  return {
    handlers: shownHandlers(handlerIdsOf(report), users, category),
    handlersVersion: version + 1,
    access: accessOf({ excludedIds }, users, category),
  };
});
