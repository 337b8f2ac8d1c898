import { getReportContent } from '@shared/contracts/reports/get-report-content.js';
import { readableFieldDef } from '@shared/domain/category.js';
import { listMinimisationMarks, markView, minimisationVersionOf } from '../data/report-minimisations.js';
import { staffRecordVersionOf } from '../data/report-staff-records.js';
import { rowExtrasOf } from '../data/report-lists.js';
import { defineHandler } from '../lib/handler.js';
import { handlersShownOf, requireVisibleReport, toReportRow } from './report-access.js';

/** The report's ciphertext for the browser; the server cannot read any of it. */
export const handler = defineHandler(getReportContent, async ({ params, caller }) => {
  const { report, visibility } = await requireVisibleReport(caller, params.reportId);
  return {
    ...toReportRow(report, visibility.categories, await handlersShownOf(report, visibility), rowExtrasOf(report)),
    tenantId: report.tenantId,
    fieldDefs: report.fieldDefs.map(readableFieldDef),
    fields: report.fields,
    reporter: report.reporter,
    language: report.language ?? null,
    exclusionRequest: report.exclusionRequest ?? null,
    files: report.files.map((file) => ({
      fileId: file.fileId,
      name: file.name,
      ...(file.voice ? { voice: file.voice } : {}),
      size: file.size,
    })),
    keys: { forOrganisation: report.keys.forOrganisation },
    redactions: report.redactions ?? null,
    redactionsVersion: staffRecordVersionOf(report, 'redactions'),
    register: report.register ?? null,
    registerVersion: staffRecordVersionOf(report, 'register'),
    minimisations: (await listMinimisationMarks(report.tenantId, report.reportId)).map(markView),
    minimisationVersion: minimisationVersionOf(report),
  };
});
