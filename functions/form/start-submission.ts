import { randomUUID } from 'node:crypto';
import { startSubmission } from '@shared/contracts/form/start-submission.js';
import { formatReporterIdentifier, generateReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { presignUpload } from '../adapters/s3.js';
import { objectKeys } from '../data/object-keys.js';
import { putSubmissionSlot } from '../data/submissions.js';
import { defineHandler } from '../lib/handler.js';
import { badRequest, HttpError } from '../lib/http-error.js';
import { randomToken, sha256 } from '../lib/hashing.js';
import { requireOpenForm, requirePublicCategory } from './public-tenant.js';
import { SUBMISSION_SLOT_SECONDS } from '@shared/domain/report-form.js';
import { submissionTexts } from '@shared/messages/submission.js';
import { checkFileSizes } from './submission-rules.js';
import { addSeconds } from '@shared/domain/time.js';

/**
 * Opens a submission slot: report id, identifier, the organisation public key and a presigned
 * upload per encrypted file (to a temporary key that S3 lifecycle clears if never finalised).
 * Slots per client are limited at the edge (WAF, infra/edge-limits.ts), never in the table: a
 * bucket keyed by the reporter's address would let a copy of the table give it back.
 */
export const handler = defineHandler(startSubmission, async ({ params, body }) => {
  const tenant = await requireOpenForm(params.alias);
  const category = await requirePublicCategory(tenant.tenantId, body.categoryId);
  if (body.files.length && !category.files) throw badRequest(submissionTexts.filesNotAllowed);
  checkFileSizes(
    body.files.map((file) => file.size),
    tenant.security?.reporterFilesAntivirusScan ?? false,
  );
  if (!tenant.keys) throw new HttpError('UNAVAILABLE');

  const reportId = randomUUID();
  const slotToken = randomToken();
  const files = body.files.map((file) => {
    const fileId = randomUUID();
    return { fileId, size: file.size, s3Key: objectKeys.pendingSubmissionFile(reportId, fileId) };
  });
  const expiresAt = addSeconds(new Date(), SUBMISSION_SLOT_SECONDS).toISOString();
  const identifier = generateReporterIdentifier();
  await putSubmissionSlot({
    tenantId: tenant.tenantId,
    reportId,
    categoryId: category.categoryId,
    identifier,
    slotTokenHash: sha256(slotToken),
    files,
    expiresAt,
  });
  const uploads = await Promise.all(
    files.map(async (file) => ({
      fileId: file.fileId,
      url: await presignUpload(file.s3Key, file.size),
      headers: { 'content-type': 'application/octet-stream' },
    })),
  );
  return {
    reportId,
    tenantId: tenant.tenantId,
    identifier: formatReporterIdentifier(identifier),
    slotToken,
    expiresAt,
    organisation: { publicKey: tenant.keys.publicKey, kid: tenant.keys.kid },
    uploads,
  };
});
