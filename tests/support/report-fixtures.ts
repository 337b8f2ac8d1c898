import { randomUUID } from 'node:crypto';
import { objectKeys } from '../../functions/data/object-keys.js';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { CONTENT_PURPOSE, encryptContent } from '@shared/crypto/content.js';
import { encryptFile } from '@shared/crypto/files.js';
import { exportPublicKey, generateKeyPair } from '@shared/crypto/keypairs.js';
import { derivePhoneCaseKeys, generateReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { encryptSubmission, fileContext, reportKeyContext } from '@shared/crypto/submission.js';
import { wrapKeyWithKek } from '@shared/crypto/wrap.js';
import { authVerifier } from '../../functions/lib/credentials.js';
import { categoryStatus } from '@shared/domain/category.js';
import { defaultCategoryFields } from '@shared/domain/default-categories.js';
import { reportState, reportType, type ReportState } from '@shared/domain/report.js';
import { putObject } from '../../functions/adapters/s3.js';
import { newCategoryWrites, toStoredFields, type CategoryRecord } from '../../functions/data/categories.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { keys } from '../../functions/data/keys.js';
import { newReportWrites, type ReportRecord } from '../../functions/data/reports.js';
import { transact } from '../../functions/data/transact.js';
import { testArgon } from './test-argon.js';

/** A category written through the data layer, with the users assigned to it. */
export async function givenCategory(
  tenantId: string,
  overrides: Partial<CategoryRecord> = {},
): Promise<CategoryRecord> {
  const now = new Date().toISOString();
  const record: CategoryRecord = {
    tenantId,
    categoryId: randomUUID(),
    name: `Kategoria ${randomUUID().slice(0, 6)}`,
    visible: true,
    status: categoryStatus.active,
    files: true,
    anonymous: false,
    fields: toStoredFields(defaultCategoryFields.internal),
    users: [],
    attachmentsCount: 0,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
  await transact(newCategoryWrites(record));
  return record;
}

let throwawayOrganisationKey: Promise<{ publicKey: string; kid: string }> | undefined;
const throwawayKey = () =>
  (throwawayOrganisationKey ??= generateKeyPair().then(async (pair) => ({
    publicKey: await exportPublicKey(pair.publicKey),
    kid: pair.kid,
  })));

export interface ReportOptions {
  state?: ReportState;
  hasNewMessages?: boolean;
  receivedAt?: string;
  /** When staff first opened it (default: an hour after receipt, for a report past 'Nowe'). */
  acknowledgedAt?: string;
  /** The first feedback to the reporter (default: none). */
  feedbackAt?: string;
  /** When the reporter asked for a meeting in person (default: never). */
  meetingRequestedAt?: string;
  /** When it was closed (default: a day after receipt, for an archived report). */
  archivedAt?: string;
  /** Plaintext attachments (text as `plik-{n}.txt`, or named bytes): stored encrypted in the bucket, as the form stores them. */
  files?: (string | { name: string; bytes: Uint8Array; voice?: string })[];
  /** A label, encrypted under this metadata key. */
  label?: { text: string; metadataKey: CryptoKey };
  /** The organisation's public key (without one, a throwaway key pair's). */
  organisation?: { publicKey: string; kid: string };
  /** Items under the report (messages, notes…), to check that a delete removes them. */
  children?: number;
  /** A report taken by phone (type 2): the reporter's key and inbox secret come from this number. */
  phone?: string;
  /** The reporter's key at the production cost, as a browser derives it at the inbox login (default: the cheap test cost). */
  productionArgon?: boolean;
}

/** A stored report and the secret its reporter logs into the inbox with (never stored). */
export type GivenReport = ReportRecord & { reporterPassword: string };

/**
 * A report as the form stores it (encrypted with the form's code, cheap Argon2id), written in
 * any state through the report's own writes, so lists and counters are exact.
 */
export async function givenReport(category: CategoryRecord, options: ReportOptions = {}): Promise<GivenReport> {
  const tenantId = category.tenantId;
  const reportId = randomUUID();
  const identifier = generateReporterIdentifier();
  const slot = { tenantId, reportId, identifier, organisation: options.organisation ?? (await throwawayKey()) };
  const files = (options.files ?? []).map((file, n) =>
    typeof file === 'string'
      ? { fileId: randomUUID(), name: `plik-${n}.txt`, bytes: new TextEncoder().encode(file) }
      : { fileId: randomUUID(), ...file },
  );
  const fields = category.fields
    .slice(0, 1)
    .map((field) => ({ fieldId: field.id, value: `Opis zgłoszenia ${identifier}` }));
  const encrypted = await encryptSubmission(
    slot,
    {
      fields,
      reporter: null,
      files: files.map((file) => ({
        fileId: file.fileId,
        name: file.name,
        ...('voice' in file && file.voice ? { voice: file.voice } : {}),
      })),
    },
    options.productionArgon ? undefined : testArgon,
  );
  const stored: ReportRecord['files'] = [];
  for (const file of files) {
    const body = await encryptFile(encrypted.reportKey, file.bytes, { context: fileContext(slot, file.fileId) });
    const s3Key = objectKeys.reportFile(tenantId, reportId, file.fileId);
    await putObject(s3Key, body);
    const sent = encrypted.body.files.find((f) => f.fileId === file.fileId)!;
    stored.push({
      fileId: file.fileId,
      name: sent.name,
      ...(sent.voice ? { voice: sent.voice } : {}),
      size: body.length,
      s3Key,
    });
  }
  const phoneKeys = options.phone ? await phoneCaseKeys(slot, encrypted.reportKey, options.phone) : null;
  const state = options.state ?? reportState.new;
  const receivedAt = options.receivedAt ?? new Date().toISOString();
  const report: ReportRecord = {
    tenantId,
    reportId,
    identifier,
    categoryId: category.categoryId,
    categoryName: category.name,
    type: options.phone ? reportType.phone : reportType.form,
    state,
    receivedAt,
    archivedAt:
      state === reportState.archived
        ? (options.archivedAt ?? new Date(Date.parse(receivedAt) + 86_400_000).toISOString())
        : null,
    acknowledgedAt:
      state === reportState.new
        ? null
        : (options.acknowledgedAt ?? new Date(Date.parse(receivedAt) + 3_600_000).toISOString()),
    ...(options.feedbackAt ? { feedbackAt: options.feedbackAt } : {}),
    ...(options.meetingRequestedAt ? { meetingRequestedAt: options.meetingRequestedAt } : {}),
    hasAttachments: stored.length > 0,
    repliesCount: 0,
    label: options.label
      ? await encryptContent(options.label.metadataKey, options.label.text, {
          tenant: tenantId,
          report: reportId,
          purpose: CONTENT_PURPOSE.label,
        })
      : null,
    hasNewMessages: options.hasNewMessages ?? false,
    fieldDefs: category.fields.map(({ order: _order, ...field }) => field),
    fields: encrypted.body.fields,
    reporter: encrypted.body.reporter,
    files: stored,
    keys: phoneKeys ? { ...encrypted.body.keys, forReporter: phoneKeys.forReporter } : encrypted.body.keys,
    reporterAuthVerifier: authVerifier(phoneKeys?.authKey ?? encrypted.body.reporterAuthKey),
    slotTokenHash: randomUUID(),
  };
  await transact(newReportWrites(report));
  for (let n = 0; n < (options.children ?? 0); n += 1) {
    await dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.reportFile(tenantId, reportId, randomUUID()), entity: 'reportFile', v: 1, reportId },
      }),
    );
  }
  return { ...report, reporterPassword: encrypted.password };
}

/** A phone case's key for the reporter: K wrapped under the kek of identifier + phone number. */
async function phoneCaseKeys(
  slot: { tenantId: string; reportId: string; identifier: string },
  reportKey: CryptoKey,
  phone: string,
) {
  const derived = await derivePhoneCaseKeys(slot.identifier, phone, testArgon);
  const forReporter = await wrapKeyWithKek(reportKey, 'report-key', derived.kek, {
    context: reportKeyContext(slot.tenantId, slot.reportId),
  });
  return { forReporter, authKey: derived.authKey };
}
