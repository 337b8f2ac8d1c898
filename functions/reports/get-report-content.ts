import { getReportContent } from '@shared/contracts/reports/get-report-content.js';
import { readableFieldDef } from '@shared/domain/category.js';
import { listMinimisationMarks, markView, minimisationVersionOf } from '../data/report-minimisations.js';
import { redactionsVersionOf } from '../data/report-redactions.js';
import { meetingOf } from '../data/report-protocols.js';
import { defineHandler } from '../lib/handler.js';
import { handlersShownOf, requireVisibleReport, toReportRow } from './report-access.js';

/** The report's ciphertext for the browser; the server cannot read any of it. */
export const handler = defineHandler(getReportContent, async ({ params, caller }) => {
  const { report, visibility } = await requireVisibleReport(caller, params.reportId);
  return {
    ...toReportRow(report, visibility.categories, await handlersShownOf(report, visibility), meetingOf(report)),
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
    redactionsVersion: redactionsVersionOf(report),
    minimisations: (await listMinimisationMarks(report.tenantId, report.reportId)).map(markView),
    minimisationVersion: minimisationVersionOf(report),
  };
});
