import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { ZContentEnvelope, type ContentEnvelope } from '@shared/crypto/envelopes.js';
import { dynamo, tableName } from './client.js';
import { dataNotFound } from './data-error.js';
import { epochSeconds, tableItem } from './item.js';
import { keys } from './keys.js';
import { getItem, itemSchema, queryItems } from './query.js';
import { deleteInStateWrite } from './state-writes.js';
import type { TxWrite } from './transact.js';

/**
 * Who a report file is for: `private` staff only; `reply` an attachment of a staff reply, which
 * the reporter sees; `reporter` an attachment of the reporter's inbox message. (The files sent
 * with the report itself are in `ReportRecord.files`.)
 */
export type ReportFileKind = 'private' | 'reply' | 'reporter';

/**
 * A file added to a report after it came in, in the report's partition. The bytes are ciphertext
 * under the report key (purpose `file/{fileId}`), the name a ContentEnvelope under the same key
 * (purpose `file-name/{fileId}`). Access patterns: get by id; list a report's files (of a kind,
 * of a message).
 */
export interface ReportFileRecord {
  tenantId: string;
  reportId: string;
  fileId: string;
  kind: ReportFileKind;
  /** The message the file belongs to (reply and reporter kinds). */
  messageId: string | null;
  /** Null while the upload is pending: the browser sends it when it completes the upload. */
  name: ContentEnvelope | null;
  /** Ciphertext bytes. */
  size: number;
  /** Under `tmp/` while pending, then the file's final key. */
  s3Key: string;
  state: 'pending' | 'ready';
  startedAt: string;
  uploadedAt: string | null;
  /** The staff user who uploaded it; null for the reporter. */
  uploaderId: string | null;
  /** Stored encrypted for the antivirus scan (shared/crypto/scanned-files.ts); absent: under K only. */
  scanned?: boolean;
  /** A voice message the reporter recorded in the inbox (issue #32): its encrypted marker (purpose `file-voice/{fileId}`). */
  voice?: ContentEnvelope;
}

export type ReadyReportFile = ReportFileRecord & { state: 'ready'; name: ContentEnvelope; uploadedAt: string };

export const isReadyReportFile = (file: ReportFileRecord): file is ReadyReportFile =>
  file.state === 'ready' && file.name !== null;

export const reportFileItem = itemSchema<ReportFileRecord>(
  'reportFile',
  z.object({
    tenantId: z.string(),
    reportId: z.string(),
    fileId: z.string(),
    kind: z.enum(['private', 'reply', 'reporter']),
    messageId: z.string().nullable(),
    name: ZContentEnvelope.nullable(),
    size: z.number(),
    s3Key: z.string(),
    state: z.enum(['pending', 'ready']),
    startedAt: z.string(),
    uploadedAt: z.string().nullable(),
    uploaderId: z.string().nullable(),
    scanned: z.boolean().optional(),
    voice: ZContentEnvelope.optional(),
  }),
);

export async function getReportFile(
  tenantId: string,
  reportId: string,
  fileId: string,
): Promise<ReportFileRecord | null> {
  return getItem(keys.reportFile(tenantId, reportId, fileId), reportFileItem);
}

/** Every file of a report, pending ones included (bounded: a report holds few files), oldest first. */
export async function listAllReportFiles(tenantId: string, reportId: string): Promise<ReportFileRecord[]> {
  const files = await queryItems(keys.reportFilesOf(tenantId, reportId), reportFileItem);
  return files.sort((a, b) => a.startedAt.localeCompare(b.startedAt));
}

/** The uploaded files of a report, of one kind and (optionally) of one message, oldest first. */
export async function listReportFiles(
  tenantId: string,
  reportId: string,
  filter: { kind: ReportFileKind; messageId?: string },
): Promise<ReadyReportFile[]> {
  const files = await listAllReportFiles(tenantId, reportId);
  return files
    .filter(isReadyReportFile)
    .filter(
      (file) => file.kind === filter.kind && (filter.messageId === undefined || file.messageId === filter.messageId),
    )
    .sort((a, b) => a.uploadedAt.localeCompare(b.uploadedAt));
}

/** A file whose upload has started; the item expires (TTL) unless the upload is completed. */
export async function putPendingReportFile(
  file: ReportFileRecord & { state: 'pending' },
  expiresAt: Date,
): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: tableItem(keys.reportFile(file.tenantId, file.reportId, file.fileId), 'reportFile', {
        ...file,
        expiresAtEpoch: epochSeconds(expiresAt),
      }),
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/**
 * Accepts a pending upload, now stored at `s3Key`, under its encrypted name. Fails as 404 when
 * the upload is no longer pending (completed by a parallel call, or gone).
 */
export const acceptReportFileWrite = (
  file: ReportFileRecord,
  accepted: { name: ContentEnvelope; s3Key: string; uploadedAt: string; voice?: ContentEnvelope | undefined },
): TxWrite => ({
  Update: {
    Key: keys.reportFile(file.tenantId, file.reportId, file.fileId),
    UpdateExpression: `SET #state = :ready, #name = :name, s3Key = :key, uploadedAt = :at${accepted.voice ? ', voice = :voice' : ''} REMOVE expiresAtEpoch, completingUntil`,
    ConditionExpression: '#state = :pending',
    ExpressionAttributeNames: { '#state': 'state', '#name': 'name' },
    ExpressionAttributeValues: {
      ':ready': 'ready',
      ':pending': 'pending',
      ':name': accepted.name,
      ':key': accepted.s3Key,
      ':at': accepted.uploadedAt,
      ...(accepted.voice ? { ':voice': accepted.voice } : {}),
    },
  },
  failure: dataNotFound(),
});

/** Removes an uploaded file's item; one removed meanwhile is a 404. */
export const deleteReportFileWrite = (file: Pick<ReportFileRecord, 'tenantId' | 'reportId' | 'fileId'>): TxWrite =>
  deleteInStateWrite(keys.reportFile(file.tenantId, file.reportId, file.fileId), 'ready');

/** A file stored whole by the server itself (demo data): its item, never overwriting one. */
export const storedReportFileWrite = (file: ReadyReportFile): TxWrite => ({
  Put: {
    Item: tableItem(keys.reportFile(file.tenantId, file.reportId, file.fileId), 'reportFile', file),
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

/** Forgets a pending upload refused for good (an infected file); one accepted or gone meanwhile is a 404. */
export const deletePendingReportFileWrite = (
  file: Pick<ReportFileRecord, 'tenantId' | 'reportId' | 'fileId'>,
): TxWrite => deleteInStateWrite(keys.reportFile(file.tenantId, file.reportId, file.fileId), 'pending');
