import { setReportHandlers } from '@shared/contracts/reports/set-report-handlers.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { isExcludedFrom } from '@shared/domain/report-exclusions.js';
import { mayHandle } from '@shared/domain/report-handlers.js';
import { reportExclusionTexts } from '@shared/messages/report-exclusions.js';
import { reportHandlerTexts } from '@shared/messages/report-handlers.js';
import { reportTexts } from '@shared/messages/reports.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { handlerIdsOf, handlersVersionOf, setReportHandlersWrites } from '../data/report-handlers.js';
import { listStaffUsers } from '../data/staff-users.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { badRequest, conflict, forbidden } from '../lib/http-error.js';
import { mayRespondIn, requireVisibleReport, shownHandlers } from './report-access.js';

const namesOf = (userIds: readonly string[], names: ReadonlyMap<string, string>) =>
  userIds.map((userId) => names.get(userId) ?? reportHandlerTexts.deletedUser).join(', ') || reportHandlerTexts.none;

/**
 * 'Osoba prowadząca': an administrator, or a user who may reply in the report's category, sets the
 * report's handlers (an auditor is refused by the contract, another category's report is a 404).
 * Every handler must be able to see the report (`mayHandle`) and not be excluded from it, else 400
 * and nothing is written (the exclusion shares the version checked here, so the two cannot cross). The
 * change is made on the version the caller saw (else 409). The handlers and a log entry naming who
 * was assigned and who removed, in one transaction.
 */
export const handler = defineHandler(setReportHandlers, async ({ params, body, caller }) => {
  const { report, visibility } = await requireVisibleReport(caller, params.reportId);
  const category = visibility.categories.find((candidate) => candidate.categoryId === report.categoryId);
  if (!mayRespondIn(caller.user, category)) throw forbidden(reportHandlerTexts.forbidden);
  const users = await listStaffUsers(report.tenantId);
  const eligible = (userId: string) => {
    const user = users.find((candidate) => candidate.userId === userId);
    return !!user && mayHandle(user, category);
  };
  if (body.handlerIds.some((userId) => isExcludedFrom(report, userId)))
    throw badRequest(reportExclusionTexts.excludedHandler);
  if (!body.handlerIds.every(eligible)) throw badRequest(reportHandlerTexts.notEligible);
  const version = handlersVersionOf(report);
  if (body.handlersVersion !== version) throw conflict(reportTexts.changedMeanwhile);
  const before = handlerIdsOf(report);
  const added = body.handlerIds.filter((userId) => !before.includes(userId));
  const removed = before.filter((userId) => !body.handlerIds.includes(userId));
  if (!added.length && !removed.length)
    return { handlers: shownHandlers(body.handlerIds, users, category), handlersVersion: version };
  const names = new Map(users.map((user) => [user.userId, user.name]));
  await transact([
    ...setReportHandlersWrites(report, body.handlerIds),
    logEntryWrite(
      { ...byStaff(caller), reportId: report.reportId },
      'report.handlers.changed',
      formatReporterIdentifier(report.identifier),
      namesOf(added, names),
      namesOf(removed, names),
    ),
  ]);
  return { handlers: shownHandlers(body.handlerIds, users, category), handlersVersion: version + 1 };
});
