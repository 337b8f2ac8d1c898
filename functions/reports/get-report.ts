import { getReport } from '@shared/contracts/reports/get-report.js';
import { packageOf } from '@shared/domain/packages.js';
import { hasPermission, staffUserType } from '@shared/domain/staff-user.js';
import { excludedIdsOf } from '../data/report-exclusions.js';
import { handlersVersionOf } from '../data/report-handlers.js';
import { labelVersionOf, reportWithCaller } from '../data/reports.js';
import { listStaffUsers } from '../data/staff-users.js';
import { readWrittenProtocols } from '../data/report-protocols.js';
import { rowExtrasOf } from '../data/report-lists.js';
import { defineHandler } from '../lib/handler.js';
import {
  accessOf,
  eligibleHandlers,
  handlersShownOf,
  mayRespondIn,
  mentionableOf,
  requireVisibleReport,
  toReportRow,
} from './report-access.js';

export const handler = defineHandler(
  getReport,
  async ({ params, caller, readWithCaller }) => {
    // The staff (for the handlers) are read beside the categories, not after them: a report the
    // caller may not see is refused all the same, and its organisation is the caller's.
    const staffRead = listStaffUsers(caller.tenant.tenantId);
    staffRead.catch(() => undefined);
    const { report, visibility } = await requireVisibleReport(caller, params.reportId, readWithCaller);
    const category = visibility.categories.find((candidate) => candidate.categoryId === report.categoryId);
    const protocolsRead = readWrittenProtocols(report);
    protocolsRead.catch(() => undefined);
    const users = await staffRead;
    const canAssignHandlers = mayRespondIn(caller.user, category);
    return {
      ...toReportRow(
        report,
        visibility.categories,
        await handlersShownOf(report, visibility, users),
        rowExtrasOf(report),
      ),
      canArchivize: hasPermission(caller.user, 'canArchivize'),
      canResponse: mayRespondIn(caller.user, category),
      // The right and the package's feature (forwarding is refused without either).
      canExternalSend:
        hasPermission(caller.user, 'canExternalSend') && packageOf(caller.tenant.licence).externalForwarding,
      canEdit: hasPermission(caller.user, 'notAuditor'),
      categories: visibility.categories.map((candidate) => ({ id: candidate.categoryId, name: candidate.name })),
      adminId: caller.user.userId,
      legalHold: report.legalHold ?? null,
      followUpEnd: report.followUpEnd ?? null,
      canHold: hasPermission(caller.user, 'administrator'),
      labelVersion: labelVersionOf(report),
      handlersVersion: handlersVersionOf(report),
      canAssignHandlers,
      eligibleHandlers: canAssignHandlers ? eligibleHandlers(users, category, excludedIdsOf(report)) : [],
      mentionable: hasPermission(caller.user, 'notAuditor')
        ? mentionableOf(report, users, category, caller.user.userId)
        : [],
      access: caller.user.type === staffUserType.administrator ? accessOf(report, users, category) : null,
      phoneProtocol: report.phoneProtocol ?? null,
      hasVoiceMessage: report.files.some((file) => file.voice),
      protocols: await protocolsRead,
      emailSenderVerified: report.emailSenderVerified ?? null,
    };
  },
  // The report is read in the same request as the caller (then the categories, for who sees it, and the staff).
  { readWithCaller: ({ reportId }: { reportId: string }) => reportWithCaller(reportId) },
);
