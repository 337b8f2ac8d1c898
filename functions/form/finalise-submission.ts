import { finaliseSubmission, type BodyOf } from '@shared/contracts/index.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { ENCRYPTED_FILE_MAGIC, fileTexts } from '@shared/domain/files.js';
import { moveObject, objectSize, readObjectHead } from '../adapters/s3.js';
import { logEntryWrite } from '../data/audit-log.js';
import { keys } from '../data/keys.js';
import { getReportRecord, newReportWrites, reportObjectKeys, type ReportRecord } from '../data/reports.js';
import { getSubmissionSlot, type SubmissionSlotRecord } from '../data/submissions.js';
import { failingWith, transact } from '../data/transact.js';
import { dataConflict } from '../data/data-error.js';
import { authVerifier } from '../lib/credentials.js';
import { defineHandler } from '../lib/handler.js';
import { constantTimeEqual, sha256 } from '../lib/hashing.js';
import { HttpError, badRequest, notFound } from '../lib/http-error.js';
import type { CategoryRecord } from '../data/categories.js';
import { requireOpenForm, requirePublicCategory } from './public-tenant.js';
import { reportCiphertextLimits } from '@shared/domain/report-form.js';
import { submissionTexts } from '@shared/messages/form.js';
import { reportState, reportType } from '@shared/domain/report.js';

type Submission = BodyOf<typeof finaliseSubmission>;

/** Structure only: the server cannot read the values, but it knows which fields were given. */
function checkStructure(submission: Submission, category: CategoryRecord, slot: SubmissionSlotRecord): void {
  if (submission.categoryId !== slot.categoryId) throw badRequest(submissionTexts.categoryMismatch);
  const known = new Map(category.fields.map((field) => [field.id, field]));
  const given = new Set<string>();
  for (const field of submission.fields) {
    if (!known.has(field.fieldId) || given.has(field.fieldId)) throw badRequest(submissionTexts.unknownField, { fields: submissionTexts.unknownField });
    given.add(field.fieldId);
  }
  if (category.fields.some((field) => field.required && !given.has(field.id))) {
    throw badRequest(submissionTexts.missingRequired, { fields: submissionTexts.missingRequired });
  }
  if (category.anonymous && submission.reporter) throw badRequest(submissionTexts.reporterNotAllowed);
  if (!category.anonymous && !submission.reporter) throw badRequest(submissionTexts.reporterRequired);
  const declared = new Set(slot.files.map((file) => file.fileId));
  const named = new Set(submission.files.map((file) => file.fileId));
  if (declared.size !== named.size || [...declared].some((id) => !named.has(id))) throw badRequest(submissionTexts.filesMismatch);
  const ciphertext = JSON.stringify([submission.fields, submission.reporter, submission.files]).length;
  if (ciphertext > reportCiphertextLimits.reportChars) throw new HttpError('PAYLOAD_TOO_LARGE', submissionTexts.tooLong);
}

/** Each upload exists with its declared size and starts like an encrypted file. */
async function checkUploads(slot: SubmissionSlotRecord): Promise<void> {
  for (const file of slot.files) {
    if ((await objectSize(file.s3Key)) !== file.size) throw badRequest(fileTexts.uploadMissing);
    const head = await readObjectHead(file.s3Key, ENCRYPTED_FILE_MAGIC.length);
    if (!ENCRYPTED_FILE_MAGIC.every((byte, i) => head[i] === byte)) throw new HttpError('UNSUPPORTED_MEDIA_TYPE', fileTexts.contentMismatch);
  }
}

/**
 * Stores the encrypted report once, in one transaction: the report (state new), its identifier,
 * the counter and a log entry, using up the slot. A replay after success answers the same and
 * writes nothing; a replay of an unknown or expired slot is a 404.
 */
export const handler = defineHandler(finaliseSubmission, async ({ params, body }) => {
  const tenant = await requireOpenForm(params.alias);
  const tokenHash = sha256(body.slotToken);
  const slot = await getSubmissionSlot(params.reportId);
  const usable = !!slot && slot.tenantId === tenant.tenantId && constantTimeEqual(slot.slotTokenHash, tokenHash) && Date.parse(slot.expiresAt) > Date.now();
  if (!slot || !usable) {
    const stored = await getReportRecord(tenant.tenantId, params.reportId);
    if (stored && constantTimeEqual(stored.slotTokenHash, tokenHash)) {
      return { identifier: formatReporterIdentifier(stored.identifier), receivedAt: stored.receivedAt };
    }
    throw notFound(submissionTexts.slotExpired);
  }
  const category = await requirePublicCategory(tenant.tenantId, slot.categoryId);
  checkStructure(body, category, slot);
  if (body.keys.forOrganisation.kid !== tenant.keys?.kid) throw badRequest(submissionTexts.wrongKey);
  await checkUploads(slot);

  const sizes = new Map(slot.files.map((file) => [file.fileId, file]));
  const files = body.files.map((file) => ({
    fileId: file.fileId,
    name: file.name,
    size: sizes.get(file.fileId)?.size ?? 0,
    s3Key: reportObjectKeys.file(tenant.tenantId, slot.reportId, file.fileId),
  }));
  // Files move first: a failed transaction then leaves only unreferenced ciphertext, never a
  // report whose files are missing.
  for (const file of slot.files) await moveObject(file.s3Key, reportObjectKeys.file(tenant.tenantId, slot.reportId, file.fileId));

  const report: ReportRecord = {
    tenantId: tenant.tenantId,
    reportId: slot.reportId,
    identifier: slot.identifier,
    categoryId: category.categoryId,
    categoryName: category.name,
    type: reportType.form,
    state: reportState.new,
    receivedAt: new Date().toISOString(),
    archivedAt: null,
    hasAttachments: files.length > 0,
    repliesCount: 0,
    label: null,
    hasNewMessages: false,
    fieldDefs: category.fields.map(({ order: _order, ...field }) => field),
    fields: body.fields,
    reporter: body.reporter,
    files,
    keys: body.keys,
    reporterAuthVerifier: authVerifier(body.reporterAuthKey),
    slotTokenHash: slot.slotTokenHash,
  };
  await transact(
    [
      {
        Delete: {
          Key: keys.submissionSlot(slot.reportId),
          ConditionExpression: 'slotTokenHash = :hash',
          ExpressionAttributeValues: { ':hash': slot.slotTokenHash },
        },
      },
      ...newReportWrites(report),
      // No client address: a reporter's IP is never recorded.
      logEntryWrite(tenant.tenantId, { userId: null, userName: 'Sygnalista', action: 'report.received', text: 'Przyjęcie zgłoszenia z formularza', reportId: slot.reportId }),
    ].map((write) => failingWith(write, dataConflict(submissionTexts.slotExpired))),
  );
  return { identifier: formatReporterIdentifier(report.identifier), receivedAt: report.receivedAt };
});
