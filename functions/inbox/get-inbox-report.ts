import { getInboxReport } from '@shared/contracts/inbox/get-inbox-report.js';
import { readableFieldDef } from '@shared/domain/category.js';
import { isLicenceActive } from '@shared/domain/tenant.js';
import { getCategoryRecord } from '../data/categories.js';
import { readWrittenProtocols } from '../data/report-protocols.js';
import { voiceMessagesOf, voiceMessagesOffered } from '../data/tenant-settings.js';
import { defineHandler } from '../lib/handler.js';
import { reporterFilesScanned } from '../lib/file-scan.js';
import { inboxIdentifier, requireInboxReport } from './inbox-access.js';

/**
 * The reporter's own report: what their key opens and what the info panel shows. Nothing staff
 * wrote for themselves (notes, private files, the log, their names) is part of it.
 */
export const handler = defineHandler(getInboxReport, async ({ caller }) => {
  const { report, tenant } = await requireInboxReport(caller);
  const [category, protocols] = await Promise.all([
    getCategoryRecord(report.tenantId, report.categoryId),
    readWrittenProtocols(report),
  ]);
  return {
    tenantId: report.tenantId,
    reportId: report.reportId,
    identifier: inboxIdentifier(report),
    type: report.type,
    state: report.state,
    receivedAt: report.receivedAt,
    acknowledgedAt: report.acknowledgedAt ?? null,
    categoryName: category?.name ?? report.categoryName,
    organisationName: tenant.name,
    licenceActive: isLicenceActive(tenant.licence),
    filesScanned: reporterFilesScanned(tenant),
    fieldDefs: report.fieldDefs.map(readableFieldDef),
    fields: report.fields,
    reporter: report.reporter,
    files: report.files.map((file) => ({ fileId: file.fileId, name: file.name, size: file.size })),
    keys: { forReporter: report.keys.forReporter },
    phoneProtocol: report.phoneProtocol ?? null,
    protocols,
    meetingRequestedAt: report.meetingRequestedAt ?? null,
    receipt: report.receipt ?? null,
    externalChannelsNote: tenant.externalChannelsNote ?? null,
    personalDataRemovedAt: report.personalDataRemovedAt ?? null,
    voiceMessages: voiceMessagesOffered(tenant)
      ? { disguise: voiceMessagesOf(tenant).disguise, maxMinutes: voiceMessagesOf(tenant).maxMinutes }
      : null,
  };
});
