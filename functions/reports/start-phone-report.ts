import { randomUUID } from 'node:crypto';
import { startPhoneReport } from '@shared/contracts/reports/start-phone-report.js';
import { formatReporterIdentifier, generateReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { SUBMISSION_SLOT_SECONDS } from '@shared/domain/report-form.js';
import { toFieldView } from '../data/categories.js';
import { putSubmissionSlot } from '../data/submissions.js';
import { defineHandler } from '../lib/handler.js';
import { HttpError } from '../lib/http-error.js';
import { randomToken, sha256 } from '../lib/hashing.js';
import { requirePhoneCategory } from './phone-channel.js';
import { addSeconds } from '@shared/domain/time.js';

/**
 * Opens a slot to record a phone report, in the category Settings chose for phone reports: the
 * same slot as the public form's (report id, identifier, public key), marked as a phone slot so
 * that the form cannot finalise it, with the category's form for the protocol.
 */
export const handler = defineHandler(startPhoneReport, async ({ caller }) => {
  const category = await requirePhoneCategory(caller);
  const keys = caller.tenant.keys;
  if (!keys) throw new HttpError('UNAVAILABLE');
  const reportId = randomUUID();
  const slotToken = randomToken();
  const identifier = generateReporterIdentifier();
  const expiresAt = addSeconds(new Date(), SUBMISSION_SLOT_SECONDS).toISOString();
  await putSubmissionSlot({
    tenantId: caller.tenant.tenantId,
    reportId,
    categoryId: category.categoryId,
    identifier,
    slotTokenHash: sha256(slotToken),
    files: [],
    expiresAt,
    channel: 'phone',
  });
  return {
    reportId,
    tenantId: caller.tenant.tenantId,
    identifier: formatReporterIdentifier(identifier),
    slotToken,
    expiresAt,
    organisation: { publicKey: keys.publicKey, kid: keys.kid },
    category: {
      id: category.categoryId,
      name: category.name,
      anonymous: category.anonymous,
      fields: [...category.fields].sort((a, b) => a.order - b.order).map(toFieldView),
    },
  };
});
