import { randomUUID } from 'node:crypto';
import { LOGO_CONTENT_TYPE, STATEMENT_SNIFF_BYTES, logoKind, looksLikeHtml } from '@shared/domain/settings.js';
import { matchesKind } from '@shared/domain/file-kinds.js';
import { fileTexts } from '@shared/messages/files.js';
import { logoTexts, statementTexts } from '@shared/messages/settings.js';
import {
  deleteObject,
  objectSize,
  presignDownload,
  presignUpload,
  readObject,
  readObjectHead,
  storeUpload,
} from '../adapters/s3.js';
import { fileUploadTexts } from '@shared/messages/audit.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { objectKeys } from '../data/object-keys.js';
import {
  acceptSettingsFileWrites,
  forgetSettingsUploadWrite,
  getSettingsUpload,
  putSettingsUpload,
  removeSettingsFileWrite,
  settingsFileOf,
  type SettingsFileKind,
} from '../data/tenant-settings.js';
import { getTenant, type SettingsFile, type Tenant } from '../data/tenants.js';
import { transact } from '../data/transact.js';
import { uploadItems } from '../data/upload-claims.js';
import type { StaffCaller } from '../lib/auth.js';
import { completeUploadOnce } from '../lib/complete-upload-once.js';
import { scanOrRefuse, staffFilesScanned } from '../lib/file-scan.js';
import { HttpError, badRequest, notFound } from '../lib/http-error.js';
import type { TimeBudget } from '../lib/time-budget.js';
import { PENDING_UPLOAD_DAYS } from '@shared/domain/files.js';
import { addDays } from '@shared/domain/time.js';

/**
 * The logo and the accessibility statement: uploaded straight to S3 (presigned PUT of a fixed
 * length under tmp/settings/), then accepted by the server only if the stored object has the
 * declared size and its content is of the kind (PNG signature; an HTML document) and, while the organisation scans
 * staff files, clean: scanned as stored (docs/security.md §12.6). Served only through short-lived presigned GETs that
 * always answer as downloads: the statement's HTML is never rendered on our origin (or on the bucket's).
 */

interface KindRules {
  /** How many leading bytes tell the kind. */
  sniffBytes: number;
  accepts: (head: Uint8Array) => boolean;
  refusal: string;
  /** What the stored object is, and what a download answers with. */
  storedType: string;
  servedType: string;
}

const rules: Record<SettingsFileKind, KindRules> = {
  logo: {
    sniffBytes: 16,
    accepts: (head) => matchesKind(head, logoKind),
    refusal: logoTexts.notPng,
    storedType: LOGO_CONTENT_TYPE,
    servedType: LOGO_CONTENT_TYPE,
  },
  statement: {
    sniffBytes: STATEMENT_SNIFF_BYTES,
    accepts: looksLikeHtml,
    refusal: statementTexts.notHtml,
    storedType: 'text/html; charset=utf-8',
    // Opaque bytes in an attachment: no browser renders it, wherever the address points.
    servedType: 'application/octet-stream',
  },
};

export const storedFileView = (file: SettingsFile) => ({ id: file.fileId, name: file.name, size: file.size });

/** Step 1: an upload slot for exactly `size` bytes of the kind. */
export async function startSettingsUpload(caller: StaffCaller, kind: SettingsFileKind, name: string, size: number) {
  const tenantId = caller.tenant.tenantId;
  const fileId = randomUUID();
  const now = new Date();
  const s3Key = objectKeys.pendingSettingsFile(tenantId, fileId);
  const contentType = rules[kind].storedType;
  await putSettingsUpload({
    tenantId,
    fileId,
    kind,
    name,
    size,
    s3Key,
    createdAt: now.toISOString(),
    expiresAt: addDays(now, PENDING_UPLOAD_DAYS).toISOString(),
  });
  return { fileId, uploadUrl: await presignUpload(s3Key, size, contentType), headers: { 'content-type': contentType } };
}

async function requireTenant(tenantId: string): Promise<Tenant> {
  const tenant = await getTenant(tenantId, { consistent: true });
  if (!tenant) throw notFound();
  return tenant;
}

/**
 * Step 2: checks the stored object and makes it the organisation's file of the kind, replacing
 * the previous one (whose object is removed after). One completion at a time does it
 * (functions/lib/complete-upload-once.ts): a repeated or parallel completion answers what it
 * stored; another organisation's upload id, or one of the other kind, is a 404.
 */
export async function completeSettingsUpload(
  caller: StaffCaller,
  kind: SettingsFileKind,
  fileId: string,
  time: TimeBudget,
) {
  const tenantId = caller.tenant.tenantId;
  const stored = async () => {
    if ((await getSettingsUpload(tenantId, fileId))?.kind === kind) return null;
    const current = settingsFileOf(await requireTenant(tenantId), kind);
    if (current?.fileId === fileId) return storedFileView(current);
    throw notFound(fileTexts.fileNotFound);
  };
  return (
    (await stored()) ??
    completeUploadOnce(uploadItems.settingsUpload(tenantId, fileId), time, {
      complete: () => acceptSettingsUpload(caller, kind, fileId, stored),
      stored,
    })
  );
}

/** Under the completion's claim: checks the upload and makes it the organisation's file. */
async function acceptSettingsUpload(
  caller: StaffCaller,
  kind: SettingsFileKind,
  fileId: string,
  stored: () => Promise<ReturnType<typeof storedFileView> | null>,
) {
  const tenantId = caller.tenant.tenantId;
  const upload = await getSettingsUpload(tenantId, fileId);
  if (!upload || upload.kind !== kind) throw notFound(fileTexts.fileNotFound);
  const rule = rules[kind];
  if ((await objectSize(upload.s3Key)) !== upload.size) throw badRequest(fileTexts.uploadMissing);
  // Scanned, the bytes read are the ones checked, scanned and stored (the upload's presigned URL could still overwrite it).
  const bytes = staffFilesScanned(caller.tenant) ? await readObject(upload.s3Key) : null;
  if (bytes && bytes.length !== upload.size) throw badRequest(fileTexts.uploadMissing);
  if (!rule.accepts(bytes ? bytes.subarray(0, rule.sniffBytes) : await readObjectHead(upload.s3Key, rule.sniffBytes))) {
    await deleteObject(upload.s3Key);
    throw new HttpError('UNSUPPORTED_MEDIA_TYPE', rule.refusal);
  }
  if (bytes) {
    const what = kind === 'statement' ? fileUploadTexts.statement(upload.name) : fileUploadTexts.logo;
    await scanOrRefuse(tenantId, bytes, {
      s3Key: upload.s3Key,
      writes: (signature) => [
        forgetSettingsUploadWrite(upload),
        logEntryWrite(byStaff(caller), 'file.infected', what, signature),
      ],
      infectedText: fileTexts.uploadInfected,
      unavailableText: fileTexts.uploadScanUnavailable,
    });
  }
  const seen = settingsFileOf(await requireTenant(tenantId), kind);
  const finalKey = objectKeys.settingsFile(tenantId, kind, fileId);
  await storeUpload(upload.s3Key, finalKey, bytes, rule.storedType);
  const file: SettingsFile = {
    fileId,
    name: upload.name,
    size: upload.size,
    s3Key: finalKey,
    uploadedAt: new Date().toISOString(),
  };
  const log =
    kind === 'statement'
      ? logEntryWrite(byStaff(caller), 'settings.statement.changed', file.name)
      : logEntryWrite(byStaff(caller), 'settings.logo.changed');
  try {
    await transact([...acceptSettingsFileWrites(upload, file, seen), log]);
  } catch (error) {
    // Not accepted (unless committed although the answer was lost): nothing may refer to the
    // copy, which under the claim no other completion made (the upload itself stays for a retry).
    if (!(await stored().catch(() => null))) {
      await deleteObject(finalKey).catch(() => undefined);
      throw error;
    }
  }
  // What a failure here leaves, the tmp/ lifecycle rule (and nobody's reference) makes harmless.
  await Promise.allSettled([deleteObject(upload.s3Key), ...(seen ? [deleteObject(seen.s3Key)] : [])]);
  return storedFileView(file);
}

/** Removes the organisation's file of the kind (404 when there is none), then its object. */
export async function removeSettingsFile(caller: StaffCaller, kind: SettingsFileKind) {
  const tenantId = caller.tenant.tenantId;
  const current = settingsFileOf(await requireTenant(tenantId), kind);
  if (!current) throw notFound(fileTexts.fileNotFound);
  const log =
    kind === 'statement'
      ? logEntryWrite(byStaff(caller), 'settings.statement.deleted')
      : logEntryWrite(byStaff(caller), 'settings.logo.deleted');
  await transact([removeSettingsFileWrite(tenantId, kind, current), log]);
  await deleteObject(current.s3Key).catch(() => undefined);
  return { ok: true as const };
}

/** A short-lived download address of the organisation's file of the kind, always an attachment. */
export async function settingsFileUrl(
  tenant: Tenant,
  kind: SettingsFileKind,
  notFoundText: string = fileTexts.fileNotFound,
): Promise<string> {
  const file = settingsFileOf(tenant, kind);
  if (!file) throw notFound(notFoundText);
  return presignDownload(file.s3Key, file.name, rules[kind].servedType);
}
