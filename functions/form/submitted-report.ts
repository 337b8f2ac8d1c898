import type { BodyOf } from '@shared/contracts/contract.js';
import type { finaliseSubmission } from '@shared/contracts/form/finalise-submission.js';
import { submissionTexts } from '@shared/messages/submission.js';
import { reportFieldDefs, type CategoryRecord } from '../data/categories.js';
import {
  freshReport,
  getReportRecord,
  REPORT_ITEM_MAX_BYTES,
  reportItemBytes,
  type ReportRecord,
} from '../data/reports.js';
import type { SubmissionSlotRecord } from '../data/submissions.js';
import { authVerifier } from '../lib/credentials.js';
import { constantTimeEqual } from '../lib/hashing.js';
import { HttpError } from '../lib/http-error.js';

/**
 * What storing a submission does alike, whether the public form sends it or staff record a phone
 * report: the slot it may use up, the stored report a replay answers with, the report it makes.
 */

/** Who may use a slot: its channel (none for the public form), its organisation, its token's hash. */
export interface SlotUse {
  channel: SubmissionSlotRecord['channel'];
  tenantId: string;
  tokenHash: string;
}

/** The slot if this use may take it now (the same channel, organisation and token, not expired); else null. */
export const usableSlot = (
  slot: SubmissionSlotRecord | null,
  use: SlotUse,
  now: number = Date.now(),
): SubmissionSlotRecord | null =>
  slot &&
  slot.channel === use.channel &&
  slot.tenantId === use.tenantId &&
  constantTimeEqual(slot.slotTokenHash, use.tokenHash) &&
  Date.parse(slot.expiresAt) > now
    ? slot
    : null;

/** The report stored with this slot token (a replay, or a parallel request that stored it first), if any. */
export async function reportStoredWith(tenantId: string, reportId: string, tokenHash: string) {
  const stored = await getReportRecord(tenantId, reportId);
  return stored && constantTimeEqual(stored.slotTokenHash, tokenHash) ? stored : null;
}

type Ciphertext = Pick<
  BodyOf<typeof finaliseSubmission>,
  'fields' | 'reporter' | 'language' | 'exclusionRequest' | 'keys' | 'reporterAuthKey'
>;

/**
 * The new report (state new) a submission stores: the slot's id and identifier, the category's
 * form as it is now, the ciphertext sent, and what its channel adds (`type`, `files`…). A 413
 * when it would not fit one item.
 */
export function submittedReport(
  slot: SubmissionSlotRecord,
  category: CategoryRecord,
  body: Ciphertext,
  made: Pick<ReportRecord, 'type' | 'files'> & Partial<ReportRecord>,
): ReportRecord {
  const report: ReportRecord = {
    tenantId: slot.tenantId,
    reportId: slot.reportId,
    identifier: slot.identifier,
    categoryId: category.categoryId,
    categoryName: category.name,
    ...freshReport(new Date().toISOString()),
    hasAttachments: made.files.length > 0,
    fieldDefs: reportFieldDefs(category.fields),
    fields: body.fields,
    reporter: body.reporter,
    ...(body.language ? { language: body.language } : {}),
    ...(body.exclusionRequest ? { exclusionRequest: body.exclusionRequest } : {}),
    keys: body.keys,
    reporterAuthVerifier: authVerifier(body.reporterAuthKey),
    slotTokenHash: slot.slotTokenHash,
    ...made,
  };
  if (reportItemBytes(report) > REPORT_ITEM_MAX_BYTES)
    throw new HttpError('PAYLOAD_TOO_LARGE', submissionTexts.tooLong);
  return report;
}
