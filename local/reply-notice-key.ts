import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * The local key that seals reporters' notice addresses (functions/adapters/reply-notice-key.ts;
 * in AWS a KMS key): made on the first start beside the receipt keys and kept, as a notice
 * outlives a restart. Answers it as base64url.
 */
export async function ensureLocalReplyNoticeKey(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const key = randomBytes(32).toString('base64url');
  await mkdir(dirname(file), { recursive: true });
  // Readable by its owner only, as a key should be.
  await writeFile(file, `${key}\n`, { mode: 0o600 });
  return key;
}
