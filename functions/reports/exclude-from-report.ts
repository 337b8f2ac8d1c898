import { excludeFromReport } from '@shared/contracts/reports/exclude-from-report.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { isExcludedFrom, stillHandling } from '@shared/domain/report-exclusions.js';
import { reportExclusionTexts } from '@shared/messages/report-exclusions.js';
import { reportHandlerTexts } from '@shared/messages/report-handlers.js';
import { reportTexts } from '@shared/messages/reports.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { excludedIdsOf, excludeWrites } from '../data/report-exclusions.js';
import { handlerIdsOf, handlersVersionOf } from '../data/report-handlers.js';
import { listStaffUsers } from '../data/staff-users.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { badRequest, conflict } from '../lib/http-error.js';
import { accessOf, requireVisibleReport, shownHandlers } from './report-access.js';

/**
 * 'Wyłącz z dostępu': an administrator (the contract) excludes members of the organisation's staff
 * from a report they see, with a reason. Refused with nothing written: someone not on the staff or
 * already excluded (400), a version other than the one stored (409: handlers and exclusions share
 * it, so two administrators excluding each other at once cannot both succeed), a change that would
 * leave nobody who could handle the report (409). An administrator may exclude themselves (a
 * conflict of interest they declare); another administrator can readmit them. An excluded handler
 * stops being one in the same transaction, which logs the exclusion with its reason (and the
 * change of handlers when there is one).
 */
export const handler = defineHandler(excludeFromReport, async ({ params, body, caller }) => {
  const { report, visibility } = await requireVisibleReport(caller, params.reportId);
  const category = visibility.categories.find((candidate) => candidate.categoryId === report.categoryId);
  const users = await listStaffUsers(report.tenantId);
  if (!body.userIds.every((userId) => users.some((user) => user.userId === userId)))
    throw badRequest(reportExclusionTexts.notStaff);
  const version = handlersVersionOf(report);
  if (body.handlersVersion !== version) throw conflict(reportTexts.changedMeanwhile);
  if (body.userIds.some((userId) => isExcludedFrom(report, userId)))
    throw badRequest(reportExclusionTexts.alreadyExcluded);
  const excludedIds = [...excludedIdsOf(report), ...body.userIds];
  if (!stillHandling(users, category, excludedIds).length) throw conflict(reportExclusionTexts.lastHandler);

  const names = new Map(users.map((user) => [user.userId, user.name]));
  const nameList = (userIds: readonly string[]) => userIds.map((userId) => names.get(userId)).join(', ');
  const identifier = formatReporterIdentifier(report.identifier);
  const removedHandlers = handlerIdsOf(report).filter((userId) => body.userIds.includes(userId));
  const context = { ...byStaff(caller), reportId: report.reportId };
  await transact([
    ...excludeWrites(report, body.userIds),
    logEntryWrite(context, 'report.access.excluded', identifier, nameList(body.userIds), body.reason),
    ...(removedHandlers.length
      ? [
          logEntryWrite(
            context,
            'report.handlers.changed',
            identifier,
            reportHandlerTexts.none,
            nameList(removedHandlers),
          ),
        ]
      : []),
  ]);
  const handlers = handlerIdsOf(report).filter((userId) => !body.userIds.includes(userId));
  return {
    handlers: shownHandlers(handlers, users, category),
    handlersVersion: version + 1,
    access: accessOf({ excludedIds }, users, category),
  };
});
