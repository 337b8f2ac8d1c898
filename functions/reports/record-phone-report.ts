import { recordPhoneReport } from '@shared/contracts/reports/record-phone-report.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { reportType } from '@shared/domain/report.js';
import { phoneReportTexts } from '@shared/messages/phone-reports.js';
import { submissionTexts } from '@shared/messages/submission.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { dataConflict } from '../data/data-error.js';
import { newReportWrites, type ReportRecord } from '../data/reports.js';
import { getSubmissionSlot, useSubmissionSlot } from '../data/submissions.js';
import { failingWith, transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { sha256 } from '../lib/hashing.js';
import { badRequest, notFound } from '../lib/http-error.js';
import { signReceipt } from '../lib/receipts.js';
import { checkSubmissionStructure } from '../form/submission-rules.js';
import { reportStoredWith, submittedReport, usableSlot } from '../form/submitted-report.js';
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
  const slot = usableSlot(await getSubmissionSlot(body.reportId), { channel: 'phone', tenantId, tokenHash });
  if (!slot) {
    const stored = await reportStoredWith(tenantId, body.reportId, tokenHash);
    if (stored) return answerOf(stored);
    throw notFound(submissionTexts.slotExpired);
  }
  const category = await requirePhoneCategory(caller);
  if (category.categoryId !== slot.categoryId) throw badRequest(submissionTexts.categoryMismatch);
  if (body.files.length) throw badRequest(phoneReportTexts.filesNotAllowed);
  // The caller's contact is optional on the phone (never in an anonymous category).
  checkSubmissionStructure(body, category, slot, { reporterOptional: true });
  if (body.keys.forOrganisation.kid !== caller.tenant.keys?.kid) throw badRequest(submissionTexts.wrongKey);
  // The caller's receipt, signed once over the protocol's ciphertext: the phone inbox offers it.
  const receivedAt = new Date().toISOString();
  const receipt = await signReceipt(
    { organisation: caller.tenant.name, identifier: slot.identifier, receivedAt, channel: 'phone' },
    { fields: body.fields, reporter: body.reporter, files: [] },
  );
  const report = submittedReport(slot, category, body, {
    type: reportType.phone,
    files: [],
    receivedAt,
    receipt,
    phoneProtocol: { state: 'awaiting', answeredAt: null },
  });
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
