import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * A local key that seals server-side secrets (functions/adapters/server-seal.ts: reporters' notice
 * addresses, staff authenticator secrets; in AWS KMS keys): made on the first start beside the
 * receipt keys and kept, as what it seals outlives a restart. Answers it as base64url.
 */
export async function ensureLocalSealKey(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const key = randomBytes(32).toString('base64url');
  await mkdir(dirname(file), { recursive: true });
  // Readable by its owner only, as a key should be.
  await writeFile(file, `${key}\n`, { mode: 0o600 });
  return key;
}
