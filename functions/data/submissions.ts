import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ContentEnvelope, KekEnvelope, PublicKeyEnvelope } from '@shared/crypto/envelopes.js';
import { submissionTexts } from '@shared/messages/form.js';
import type { StoredField } from './categories.js';
import { dynamo, tableName } from './client.js';
import { dataConflict } from './data-error.js';
import { epochSeconds, tableItem } from './item.js';
import { keys } from './keys.js';
import type { TxWrite } from './transact.js';

export interface SubmissionSlotRecord {
  tenantId: string;
  reportId: string;
  categoryId: string;
  identifier: string;
  slotTokenHash: string;
  files: { fileId: string; size: number; s3Key: string }[];
  expiresAt: string;
}

/** A report as stored: everything a person wrote is ciphertext; the rest is what lists need. */
export interface ReportRecord {
  tenantId: string;
  reportId: string;
  identifier: string;
  categoryId: string;
  categoryName: string;
  /** 1 form, 2 phone, 3 e-mail (DESIGN §1). */
  type: 1 | 2 | 3;
  /** 1 new, 2 open, 3 archived (DESIGN §1). */
  state: 1 | 2 | 3;
  receivedAt: string;
  /** The category's form as it was when the report came in (labels may change later). */
  fieldDefs: Omit<StoredField, 'order'>[];
  fields: { fieldId: string; value: ContentEnvelope }[];
  reporter: ContentEnvelope | null;
  files: { fileId: string; name: ContentEnvelope; size: number; s3Key: string }[];
  keys: { forOrganisation: PublicKeyEnvelope; forReporter: KekEnvelope };
  /** SHA-256 of the reporter's inbox login secret. */
  reporterAuthVerifier: string;
  /** Lets a replayed finalise be recognised and answered the same. */
  slotTokenHash: string;
}

export async function putSubmissionSlot(slot: SubmissionSlotRecord): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: tableItem(keys.submissionSlot(slot.reportId), 'submissionSlot', { ...slot, expiresAtEpoch: epochSeconds(slot.expiresAt) }),
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export async function getSubmissionSlot(reportId: string): Promise<SubmissionSlotRecord | null> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.submissionSlot(reportId), ConsistentRead: true }));
  return (Item as SubmissionSlotRecord | undefined) ?? null;
}

/** Uses the slot up inside the transaction that stores its report: fails if it was used already. */
export const useSubmissionSlot = (slot: Pick<SubmissionSlotRecord, 'reportId' | 'slotTokenHash'>): TxWrite => ({
  Delete: {
    Key: keys.submissionSlot(slot.reportId),
    ConditionExpression: 'slotTokenHash = :hash',
    ExpressionAttributeValues: { ':hash': slot.slotTokenHash },
  },
  failure: dataConflict(submissionTexts.slotExpired),
});

export async function getReportRecord(tenantId: string, reportId: string): Promise<ReportRecord | null> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.report(tenantId, reportId), ConsistentRead: true }));
  return (Item as ReportRecord | undefined) ?? null;
}

/** The index entry that lists a report under its state, newest first by receipt time. */
export const reportListKeys = (report: Pick<ReportRecord, 'tenantId' | 'state' | 'receivedAt' | 'reportId'>) =>
  keys.reportInStateList(report.tenantId, report.state, report.receivedAt, report.reportId);
