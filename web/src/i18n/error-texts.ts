import type { CryptoError } from '@shared/crypto/errors.js';
import type { MessageRef } from '@shared/errors.js';
import type { ReporterLanguage } from '@shared/messages/catalogue.js';
import { chunkOf, type ReporterCatalogue, type ReporterChunk } from '@shared/messages/reporter-catalogue.js';
import { ApiError } from '@/lib/api-errors.js';
import { loadTexts } from './reporter-language.js';

const isReporterCatalogue = (name: string): name is keyof ReporterCatalogue => Object.hasOwn(chunkOf, name);

/** The catalogue a key names (`validationTexts.tooLongText` → validationTexts), if a reporter screen has it. */
function catalogueOf(ref: MessageRef): keyof ReporterCatalogue | undefined {
  const name = ref.key.split('.')[0] ?? '';
  return isReporterCatalogue(name) ? name : undefined;
}

/** The text a key names in `texts`, said with its arguments; undefined when there is none. */
function say(ref: MessageRef | undefined, texts: Partial<ReporterCatalogue>): string | undefined {
  if (!ref) return undefined;
  const [name, ...path] = ref.key.split('.');
  let entry: unknown = name === undefined ? undefined : (texts as Record<string, unknown>)[name];
  for (const step of path) {
    entry = entry && typeof entry === 'object' ? (entry as Record<string, unknown>)[step] : undefined;
  }
  if (typeof entry === 'string') return entry;
  if (typeof entry !== 'function') return undefined;
  try {
    const text: unknown = (entry as (...args: unknown[]) => unknown)(...(ref.args ?? []));
    return typeof text === 'string' && text ? text : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An error answer said in the reporter's language: its message and each field's by their keys
 * (the chunks that hold them fetched first). A key no reporter catalogue has, an entry the
 * translation lacks, or a chunk that cannot come leaves the Polish text the server sent.
 */
export async function inLanguage(error: ApiError, language: ReporterLanguage): Promise<ApiError> {
  const refs = [error.ref, ...Object.values(error.fieldKeys)].filter((ref) => ref !== undefined);
  const names = [...new Set(refs.map(catalogueOf).filter((name) => name !== undefined))];
  if (!names.length) return error;
  const chunks = [...new Set(names.map((name): ReporterChunk => chunkOf[name]))];
  let texts: Partial<ReporterCatalogue>;
  try {
    texts = Object.assign(
      {},
      ...(await Promise.all(chunks.map((chunk) => loadTexts(language, chunk)))),
    ) as Partial<ReporterCatalogue>;
  } catch {
    return error;
  }
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([path, message]) => [path, say(error.fieldKeys[path], texts) ?? message]),
  );
  return new ApiError({
    status: error.status,
    code: error.code,
    message: say(error.ref, texts) ?? error.message,
    fields,
    ...(error.ref ? { ref: error.ref } : {}),
    fieldKeys: error.fieldKeys,
    ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
    ...(error.remainingAttempts !== undefined ? { remainingAttempts: error.remainingAttempts } : {}),
    ...(error.cause !== undefined ? { cause: error.cause } : {}),
  });
}

/** A failure of the browser's encryption, known by its name (no chunk of the crypto core is loaded for it). */
const isCryptoError = (failure: unknown): failure is CryptoError =>
  failure instanceof Error && failure.name === 'CryptoError' && 'code' in failure;

/**
 * A failure as a reporter screen in `language` says it: a failure of the browser's encryption in
 * that language (its text fetched with the server's error texts, the `errors` chunk; the Polish
 * one if that chunk cannot come); any other as it is (an error answer is said in the screen's
 * language when it comes, web/src/lib/api-error-body.ts).
 */
export async function failureInLanguage(failure: unknown, language: ReporterLanguage): Promise<unknown> {
  if (language === 'pl' || !isCryptoError(failure)) return failure;
  let text: string;
  try {
    text = (await loadTexts(language, 'errors')).cryptoErrorTexts[failure.code];
  } catch {
    return failure;
  }
  // The same error (its class and code), in other words.
  const translated = Object.create(Object.getPrototypeOf(failure) as object) as CryptoError;
  return Object.assign(translated, failure, { message: text, cause: failure });
}
