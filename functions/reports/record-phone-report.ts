import { recordPhoneReport } from '@shared/contracts/index.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { reportType } from '@shared/domain/report.js';
import { phoneReportTexts } from '@shared/messages/phone-reports.js';
import { submissionTexts } from '@shared/messages/submission.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { dataConflict } from '../data/data-error.js';
import {
  freshReport,
  getReportRecord,
  newReportWrites,
  REPORT_ITEM_MAX_BYTES,
  reportItemBytes,
  type ReportRecord,
} from '../data/reports.js';
import { getSubmissionSlot, useSubmissionSlot } from '../data/submissions.js';
import { failingWith, transact } from '../data/transact.js';
import { authVerifier } from '../lib/credentials.js';
import { defineHandler } from '../lib/handler.js';
import { constantTimeEqual, sha256 } from '../lib/hashing.js';
import { badRequest, HttpError, notFound } from '../lib/http-error.js';
import { checkSubmissionStructure } from '../form/submission-rules.js';
import { requirePhoneCategory } from './phone-channel.js';

const answerOf = (report: Pick<ReportRecord, 'reportId' | 'identifier' | 'receivedAt'>) => ({
  reportId: report.reportId,
  identifier: formatReporterIdentifier(report.identifier),
  receivedAt: report.receivedAt,
});

/**
 * Stores a phone report (type 2) recorded by staff: the protocol in the phone category's fields,
 * encrypted in the staff browser like a form report (report key for the organisation public key,
 * and under the kek of identifier + the caller's phone number for the phone inbox). One
 * transaction: the report (new, protocol awaiting the caller), identifier, counters, log entry,
 * the slot used up. A replay of the same slot answers the same; another's slot is a 404.
 */
export const handler = defineHandler(recordPhoneReport, async ({ body, caller }) => {
  const tenantId = caller.tenant.tenantId;
  const tokenHash = sha256(body.slotToken);
  const slot = await getSubmissionSlot(body.reportId);
  const usable =
    !!slot &&
    slot.channel === 'phone' &&
    slot.tenantId === tenantId &&
    constantTimeEqual(slot.slotTokenHash, tokenHash) &&
    Date.parse(slot.expiresAt) > Date.now();
  if (!slot || !usable) {
    const stored = await getReportRecord(tenantId, body.reportId);
    if (stored && constantTimeEqual(stored.slotTokenHash, tokenHash)) return answerOf(stored);
    throw notFound(submissionTexts.slotExpired);
  }
  const category = await requirePhoneCategory(caller);
  if (category.categoryId !== slot.categoryId) throw badRequest(submissionTexts.categoryMismatch);
  if (body.files.length) throw badRequest(phoneReportTexts.filesNotAllowed);
  // The caller's contact is optional on the phone (never in an anonymous category).
  checkSubmissionStructure(body, category, slot, { reporterOptional: true });
  if (body.keys.forOrganisation.kid !== caller.tenant.keys?.kid) throw badRequest(submissionTexts.wrongKey);
  const report: ReportRecord = {
    tenantId,
    reportId: slot.reportId,
    identifier: slot.identifier,
    categoryId: category.categoryId,
    categoryName: category.name,
    type: reportType.phone,
    ...freshReport(new Date().toISOString()),
    hasAttachments: false,
    fieldDefs: category.fields.map(({ order: _order, ...field }) => field),
    fields: body.fields,
    reporter: body.reporter,
    files: [],
    keys: body.keys,
    reporterAuthVerifier: authVerifier(body.reporterAuthKey),
    slotTokenHash: slot.slotTokenHash,
    phoneProtocol: { state: 'awaiting', answeredAt: null },
  };
  if (reportItemBytes(report) > REPORT_ITEM_MAX_BYTES)
    throw new HttpError('PAYLOAD_TOO_LARGE', submissionTexts.tooLong);
  await transact(
    [
      useSubmissionSlot(slot),
      ...newReportWrites(report),
      logEntryWrite(
        { ...byStaff(caller), reportId: report.reportId },
        'report.phone.recorded',
        formatReporterIdentifier(report.identifier),
      ),
    ].map((write) => failingWith(write, dataConflict(submissionTexts.slotExpired))),
  );
  return answerOf(report);
});
