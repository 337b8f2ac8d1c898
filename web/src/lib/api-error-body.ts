import { ZErrorBody, errorStatus, isErrorCode, type ErrorCode } from '@shared/errors.js';
import { errorMessages } from '@shared/messages/errors.js';
import { ApiError } from './api-errors.js';
import { readJson } from './api-request.js';
import { inLanguage } from '@/i18n/error-texts.js';
import { shownLanguage } from '@/i18n/shown-language.js';

/**
 * An error answer read as `ApiError` (api-request.ts loads this module when one comes), in the
 * language the screen shows; and a failure of the encryption in it (`failureInLanguage`: a
 * reporter screen loads this module for it, so that no first load names another chunk).
 */
export { failureInLanguage } from '@/i18n/error-texts.js';

function codeForStatus(status: number): ErrorCode {
  const known = (Object.keys(errorStatus) as ErrorCode[]).find((code) => errorStatus[code] === status);
  if (known) return known;
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}

export async function errorFrom(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await readJson(response);
  } catch {
    body = undefined; // not JSON (e.g. a proxy's HTML page): fall back to the status
  }
  const parsed = ZErrorBody.safeParse(body);
  const code = parsed.success && isErrorCode(parsed.data.code) ? parsed.data.code : codeForStatus(response.status);
  const error = new ApiError({
    status: response.status,
    code,
    message: parsed.success ? parsed.data.message : errorMessages[code],
    ...(parsed.success && parsed.data.fields ? { fields: parsed.data.fields } : {}),
    ...(parsed.success && parsed.data.key
      ? { ref: { key: parsed.data.key, ...(parsed.data.args ? { args: parsed.data.args } : {}) } }
      : {}),
    ...(parsed.success && parsed.data.fieldKeys ? { fieldKeys: parsed.data.fieldKeys } : {}),
    ...(parsed.success && parsed.data.retryAfterSeconds !== undefined
      ? { retryAfterSeconds: parsed.data.retryAfterSeconds }
      : {}),
    ...(parsed.success && parsed.data.remainingAttempts !== undefined
      ? { remainingAttempts: parsed.data.remainingAttempts }
      : {}),
  });
  // A reporter screen in another language says the answer in it (staff screens stay Polish).
  const language = shownLanguage();
  return language === 'pl' ? error : inLanguage(error, language);
}
