import { createHmac, timingSafeEqual } from 'node:crypto';
import { requestTexts } from '@shared/messages/errors.js';
import { DataError } from './data-error.js';
import { serverSecret } from './server-secret.js';

/** 128 bits of HMAC-SHA256: enough that a forged cursor is never accepted, short enough for a URL. */
const TAG_BYTES = 16;

const badCursor = () => new DataError('BAD_REQUEST', requestTexts.badCursor);

/**
 * The tag binds a cursor's content to what it pages (`scope`, e.g. one organisation's report
 * lists), so a cursor is only ever read back by the list that made it.
 */
async function tagOf(scope: string, content: Buffer): Promise<Buffer> {
  const secret = await serverSecret();
  return createHmac('sha256', secret).update(`cursor\n${scope}\n`).update(content).digest().subarray(0, TAG_BYTES);
}

/** An opaque cursor: base64url of the tag followed by the content. */
export async function signCursor(scope: string, content: string): Promise<string> {
  const bytes = Buffer.from(content, 'utf8');
  return Buffer.concat([await tagOf(scope, bytes), bytes]).toString('base64url');
}

/**
 * The content of a cursor this server signed for this scope; anything else (tampered, truncated,
 * made up, signed for another list) is refused with 400 before any query is built from it.
 */
export async function openCursor(scope: string, cursor: string): Promise<string> {
  const bytes = Buffer.from(cursor, 'base64url');
  if (bytes.length <= TAG_BYTES) throw badCursor();
  const tag = bytes.subarray(0, TAG_BYTES);
  const content = bytes.subarray(TAG_BYTES);
  if (!timingSafeEqual(tag, await tagOf(scope, content))) throw badCursor();
  return content.toString('utf8');
}

/** Parses and checks what a signed cursor holds; a shape the reader does not expect is refused too. */
export async function openCursorAs<T>(
  scope: string,
  cursor: string,
  read: (content: string) => T | undefined,
): Promise<T> {
  const content = await openCursor(scope, cursor);
  let value: T | undefined;
  try {
    value = read(content);
  } catch {
    value = undefined;
  }
  if (value === undefined) throw badCursor();
  return value;
}
