import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GetObjectCommand, NoSuchKey, PutObjectCommand } from '@aws-sdk/client-s3';
import * as z from 'zod';
import { optionalEnv, requireEnv } from '../lib/env.js';
import { s3 } from './s3.js';

/**
 * The anchor store of the system log (docs/security.md §8): where the heads of an organisation's
 * chains are copied outside the table, one object per organisation and table
 * (`heads/{table}/{tenantId}.json`) replaced at each anchoring, so the verifier reads the latest
 * with one GET. Anchors belong to the table they were taken of: a table restored from a backup
 * has a name of its own (infra/RUNBOOK.md) and is anchored afresh, while the anchors of the table
 * it replaced stay as evidence. In AWS a bucket of
 * its own (`LOG_ANCHOR_BUCKET`) with Object Lock in compliance mode and versioning: every
 * anchor written stays as a version nobody can delete or overwrite within the retention, and the
 * bucket's policy lets only the anchoring job put. Locally a folder in `.data/`
 * (`LOG_ANCHOR_DIR`), one file per organisation.
 */
const ZAnchoredHead = z.object({
  chain: z.number().int().nonnegative(),
  seq: z.number().int().positive(),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  /** The anchored entry's time: the job finds the entry by it (its sort key starts with it). */
  at: z.string(),
});
export const ZLogAnchor = z.object({
  v: z.literal(1),
  tenantId: z.string(),
  anchoredAt: z.string(),
  heads: z.array(ZAnchoredHead),
});
export type LogAnchor = z.infer<typeof ZLogAnchor>;

const objectKey = (table: string, tenantId: string) => `heads/${table}/${tenantId}.json`;
/** Tenant ids are UUIDs and table names `[A-Za-z0-9_.-]`; anything else never names a file. */
const folderOf = (dir: string, table: string) => {
  if (!/^[A-Za-z0-9_.-]+$/.test(table)) throw new Error('not a table name');
  return join(dir, table);
};
const fileOf = (dir: string, table: string, tenantId: string) => {
  if (!/^[A-Za-z0-9-]+$/.test(tenantId)) throw new Error('not a tenant id');
  return join(folderOf(dir, table), `${tenantId}.json`);
};

const bucket = () => optionalEnv('LOG_ANCHOR_BUCKET');
const localDir = () => requireEnv('LOG_ANCHOR_DIR');

/** The organisation's latest anchor of the table `table`, or null before its first. */
export async function readLogAnchor(table: string, tenantId: string): Promise<LogAnchor | null> {
  const name = bucket();
  let text: string;
  try {
    if (name) {
      const object = await s3.send(new GetObjectCommand({ Bucket: name, Key: objectKey(table, tenantId) }));
      text = (await object.Body?.transformToString('utf8')) ?? '';
    } else {
      text = await readFile(fileOf(localDir(), table, tenantId), 'utf8');
    }
  } catch (error) {
    if (error instanceof NoSuchKey || (error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return ZLogAnchor.parse(JSON.parse(text));
}

/** Writes the organisation's new anchor of the table `table` (in AWS a new locked version of its object). */
export async function writeLogAnchor(table: string, anchor: LogAnchor): Promise<void> {
  const body = JSON.stringify(anchor);
  const name = bucket();
  if (name) {
    // Object Lock refuses a put without an integrity checksum.
    await s3.send(
      new PutObjectCommand({
        Bucket: name,
        Key: objectKey(table, anchor.tenantId),
        Body: body,
        ContentType: 'application/json',
        ChecksumAlgorithm: 'SHA256',
      }),
    );
    return;
  }
  const dir = localDir();
  await mkdir(folderOf(dir, table), { recursive: true });
  const file = fileOf(dir, table, anchor.tenantId);
  await writeFile(`${file}.tmp`, body);
  await rename(`${file}.tmp`, file);
}
