import { type BodyOf } from '@shared/contracts/contract.js';
import { finaliseSubmission } from '@shared/contracts/form/finalise-submission.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { ENCRYPTED_FILE_MAGIC, startsLikeEncryptedFile } from '@shared/crypto/files.js';
import { startsLikeScannedFile } from '@shared/crypto/scanned-files.js';
import { auditActorNames } from '@shared/messages/audit.js';
import { fileTexts } from '@shared/messages/files.js';
import { deleteObject, objectSize, readObject, readObjectHead, storeUpload } from '../adapters/s3.js';
import { byReporter, bySystem, logEntryWrite } from '../data/audit-log.js';
import { objectKeys } from '../data/object-keys.js';
import { newReportWrites, type ReportRecord } from '../data/reports.js';
import {
  claimSubmissionSlot,
  getSubmissionSlot,
  releaseSubmissionSlot,
  useSubmissionSlot,
  type SubmissionSlotRecord,
} from '../data/submissions.js';
import { failingWith, transact } from '../data/transact.js';
import { dataConflict } from '../data/data-error.js';
import { openForScan, reporterFilesScanned, scanOrRefuse } from '../lib/file-scan.js';
import { defineHandler } from '../lib/handler.js';
import type { TimeBudget } from '../lib/time-budget.js';
import { sha256 } from '../lib/hashing.js';
import { signReceipt } from '../lib/receipts.js';
import { keyed } from '../lib/message-keys.js';
import { HttpError, badRequest, notFound } from '../lib/http-error.js';
import { acknowledgementAtReceipt, voiceMessagesOffered } from '../data/tenant-settings.js';
import type { Tenant } from '../data/tenants.js';
import { requireOpenForm, requirePublicCategory } from './public-tenant.js';
import { checkSubmissionStructure } from './submission-rules.js';
import { reportStoredWith, submittedReport, usableSlot } from './submitted-report.js';
import { submissionTexts } from '@shared/messages/submission.js';
import { reportType } from '@shared/domain/report.js';
import { CLAIM_OUTLASTS_ROUTE_MS } from '@shared/domain/retries.js';

type Submission = BodyOf<typeof finaliseSubmission>;

/** Each upload exists with its declared size and starts like an encrypted file (under K, or under its own key for scanning). */
async function checkUploads(slot: SubmissionSlotRecord): Promise<void> {
  for (const file of slot.files) {
    if ((await objectSize(file.s3Key)) !== file.size) throw badRequest(fileTexts.uploadMissing);
    const head = await readObjectHead(file.s3Key, ENCRYPTED_FILE_MAGIC.length);
    if (!startsLikeEncryptedFile(head) && !startsLikeScannedFile(head))
      throw new HttpError('UNSUPPORTED_MEDIA_TYPE', fileTexts.contentMismatch);
  }
}

/**
 * The antivirus exception to server-blindness (docs/security.md §6.7), when the organisation turned on the
 * scanning of reporters' files: each uploaded file is decrypted in memory with the key the form
 * sent for it, and exactly those bytes go to the scanner; the key and the plaintext are then
 * dropped (never stored, never logged). An infected file refuses the whole report (422, the
 * file's position, a log entry); a scan that cannot run refuses it too (503): never accepted unscanned.
 * Answers the bytes scanned, by file id: those, not the uploads (which their presigned URLs could
 * still overwrite), are stored.
 */
async function scanUploads(
  tenant: Tenant,
  slot: SubmissionSlotRecord,
  body: Submission,
): Promise<Map<string, Uint8Array>> {
  const scanned = new Map<string, Uint8Array>();
  if (!reporterFilesScanned(tenant)) return scanned;
  const uploads = new Map(slot.files.map((file) => [file.fileId, file]));
  for (const [index, file] of body.files.entries()) {
    const upload = uploads.get(file.fileId);
    if (!upload) throw badRequest(submissionTexts.filesMismatch);
    const stored = await readObject(upload.s3Key);
    if (stored.length !== upload.size) throw badRequest(fileTexts.uploadMissing);
    // A form loaded before scanning was turned on encrypted the file under K: ask for a reload.
    if (!file.scanKey || !startsLikeScannedFile(stored)) throw new HttpError('CONFLICT', fileTexts.scanKeyMissing);
    const plaintext = await openForScan(stored, file.scanKey, {
      tenantId: tenant.tenantId,
      reportId: slot.reportId,
      fileId: file.fileId,
    });
    await scanOrRefuse(tenant.tenantId, plaintext, {
      s3Key: upload.s3Key,
      writes: (signature) => [
        logEntryWrite(
          { tenantId: tenant.tenantId, actor: { userId: null, userName: auditActorNames.reporter } },
          'report.file.infected',
          signature,
        ),
      ],
      infectedText: keyed(fileTexts.infected, index + 1),
      unavailableText: fileTexts.scanUnavailable,
    });
    scanned.set(file.fileId, stored);
  }
  return scanned;
}

/** The answer the reporter gets, the same for the first finalise and every replay. */
const answerOf = (report: Pick<ReportRecord, 'identifier' | 'receivedAt' | 'receipt'>) => ({
  identifier: formatReporterIdentifier(report.identifier),
  receivedAt: report.receivedAt,
  receipt: report.receipt ?? null,
});

/** The stored report of this slot token, if a finalise (this one earlier, or a parallel one) stored it. */
async function storedAnswer(tenantId: string, reportId: string, tokenHash: string) {
  const stored = await reportStoredWith(tenantId, reportId, tokenHash);
  return stored ? answerOf(stored) : null;
}

/** How long a parallel finalise waits for the one holding the claim to store the report. */
const WAIT_FOR_CLAIM = { attempts: 40, everyMs: 150 };

/**
 * Claims the slot, waiting while a parallel finalise holds it: null once claimed, else the
 * answer that finalise stored. A claim is released on failure, so a waiter then takes it over.
 * Waiting in vain answers 409 IN_PROGRESS, which the form sends again with the same token.
 */
async function claimOrAwait(slot: SubmissionSlotRecord, tokenHash: string, time: TimeBudget) {
  for (let attempt = 0; ; attempt += 1) {
    // Past its budget this finalise has answered 503 already: it claims nothing any more.
    time.ensure();
    const now = new Date();
    if (await claimSubmissionSlot(slot, now, new Date(now.getTime() + CLAIM_OUTLASTS_ROUTE_MS))) return null;
    // The slot first, then the report: a slot gone means the report was stored before the read.
    const current = await getSubmissionSlot(slot.reportId);
    const stored = await storedAnswer(slot.tenantId, slot.reportId, tokenHash);
    if (stored) return stored;
    if (!current) throw notFound(submissionTexts.slotExpired);
    if (attempt >= WAIT_FOR_CLAIM.attempts) throw new HttpError('IN_PROGRESS', submissionTexts.finaliseInProgress);
    await new Promise((resolve) => setTimeout(resolve, WAIT_FOR_CLAIM.everyMs));
  }
}

/**
 * Stores the encrypted report once, in one transaction: the report (state new), its identifier,
 * the counter and a log entry, using up the slot. One finalise at a time claims the slot first;
 * files are then copied, not moved: until the transaction commits the slot and its uploads stay
 * whole, so any failure releases the claim and leaves the reporter able to retry; the uploads are
 * removed only after the commit. A replay, or a parallel finalise (which waits for the one holding
 * the claim), answers the same as the first; an unknown or expired slot is a 404.
 */
export const handler = defineHandler(finaliseSubmission, async ({ params, body, time }) => {
  const tenant = await requireOpenForm(params.alias);
  const tokenHash = sha256(body.slotToken);
  const slot = usableSlot(await getSubmissionSlot(params.reportId), {
    channel: undefined,
    tenantId: tenant.tenantId,
    tokenHash,
  });
  if (!slot) {
    const replay = await storedAnswer(tenant.tenantId, params.reportId, tokenHash);
    if (replay) return replay;
    throw notFound(submissionTexts.slotExpired);
  }
  const parallel = await claimOrAwait(slot, tokenHash, time);
  if (parallel) return parallel;
  try {
    return await storeReport(tenant, slot, body, time);
  } catch (error) {
    const replay = await storedAnswer(tenant.tenantId, params.reportId, tokenHash);
    if (replay) return replay;
    await releaseSubmissionSlot(slot).catch(() => undefined);
    throw error;
  }
});

async function storeReport(tenant: Tenant, slot: SubmissionSlotRecord, body: Submission, time: TimeBudget) {
  const category = await requirePublicCategory(tenant.tenantId, slot.categoryId);
  checkSubmissionStructure(body, category, slot);
  if (body.keys.forOrganisation.kid !== tenant.keys?.kid) throw badRequest(submissionTexts.wrongKey);
  // A voice message only where the organisation offers them (its marker is all the server sees of one).
  if (body.files.some((file) => file.voice) && !voiceMessagesOffered(tenant))
    throw badRequest(submissionTexts.voiceNotOffered);
  await checkUploads(slot);
  const scanned = await scanUploads(tenant, slot, body);

  const sizes = new Map(slot.files.map((file) => [file.fileId, file]));
  const files = body.files.map((file) => ({
    fileId: file.fileId,
    name: file.name,
    ...(file.voice ? { voice: file.voice } : {}),
    size: sizes.get(file.fileId)?.size ?? 0,
    s3Key: objectKeys.reportFile(tenant.tenantId, slot.reportId, file.fileId),
  }));
  // The receipt is signed once, here, over the ciphertext as stored: every replay answers it.
  const receivedAt = new Date().toISOString();
  const receipt = await signReceipt(
    { organisation: tenant.name, identifier: slot.identifier, receivedAt, channel: 'form' },
    { fields: body.fields, reporter: body.reporter, files },
  );
  // The rule on, the reporter is acknowledged at receipt: the report names the text's version.
  const acknowledgement = acknowledgementAtReceipt(tenant);
  const report = submittedReport(slot, category, body, {
    type: reportType.form,
    files,
    receivedAt,
    receipt,
    ...(acknowledgement ? { acknowledgedAt: receivedAt, automaticAcknowledgement: acknowledgement } : {}),
    // Asked with the report: the meeting's term runs from its receipt.
    ...(body.meetingRequested ? { meetingRequestedAt: receivedAt } : {}),
  });
  // After a 503 for want of time nothing is stored: the claim goes back and the form sends again.
  time.ensure();
  await Promise.all(
    slot.files.map((file) => {
      const finalKey = objectKeys.reportFile(tenant.tenantId, slot.reportId, file.fileId);
      return storeUpload(file.s3Key, finalKey, scanned.get(file.fileId));
    }),
  );
  await transact(
    [
      useSubmissionSlot(slot),
      ...newReportWrites(report),
      logEntryWrite(byReporter(tenant.tenantId, slot.reportId), 'report.received'),
      ...(body.meetingRequested
        ? [
            logEntryWrite(
              byReporter(tenant.tenantId, slot.reportId),
              'report.meeting.requested',
              formatReporterIdentifier(slot.identifier),
            ),
          ]
        : []),
      ...(acknowledgement
        ? [
            logEntryWrite(
              bySystem(tenant.tenantId, slot.reportId),
              'report.acknowledged.automatically',
              formatReporterIdentifier(slot.identifier),
            ),
          ]
        : []),
    ].map((write) => failingWith(write, dataConflict(submissionTexts.slotExpired))),
  );
  // The uploads are no longer needed; what a failure here leaves, the tmp/ lifecycle rule clears.
  await Promise.allSettled(slot.files.map((file) => deleteObject(file.s3Key)));
  return answerOf(report);
}
