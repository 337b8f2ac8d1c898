import {
  buildPath,
  isStateChanging,
  safeParseWith,
  type BodyOf,
  type Contract,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@shared/contracts/contract.js';
import { inboxSession, staffSession } from '@shared/domain/session.js';
import { ZErrorBody, errorStatus, isErrorCode, type ErrorCode } from '@shared/errors.js';
import { clientErrorMessages, errorMessages } from '@shared/messages/errors.js';
import { ApiError } from './api-errors.js';
import { notifyUnauthorized } from './auth-events.js';
import { clearCsrfToken, getCsrfToken } from './csrf.js';
import { getInboxToken, notifyInboxUnauthorized } from './inbox-session.js';

/**
 * The typed API client: every call names a contract from `shared/contracts`, which gives the
 * method, the path, what may be sent and the schema the answer must match (no casts).
 */

function codeForStatus(status: number): ErrorCode {
  const known = (Object.keys(errorStatus) as ErrorCode[]).find((code) => errorStatus[code] === status);
  if (known) return known;
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}

type Field<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : {} extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What a call sends; `params`, `query` and `body` are required exactly when the contract needs them. */
export type CallOptions<C extends Contract> = Field<'params', ParamsOf<C>> &
  Field<'query', QueryOf<C>> &
  Field<'body', BodyOf<C>> & { signal?: AbortSignal };

export type CallArgs<C extends Contract> = {} extends CallOptions<C> ? [options?: CallOptions<C>] : [options: CallOptions<C>];

function queryString(query: unknown): string {
  if (query === null || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Same origin as the page (CloudFront routes /api/*); absolute so that it also works in Node. */
function urlFor(path: string): string {
  const origin = globalThis.location?.origin;
  return origin && origin !== 'null' ? new URL(path, origin).toString() : path;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  return JSON.parse(text) as unknown;
}

async function errorFrom(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await readJson(response);
  } catch {
    body = undefined; // not JSON (e.g. a proxy's HTML page): fall back to the status
  }
  const parsed = ZErrorBody.safeParse(body);
  const code = parsed.success && isErrorCode(parsed.data.code) ? parsed.data.code : codeForStatus(response.status);
  return new ApiError({
    status: response.status,
    code,
    message: parsed.success ? parsed.data.message : errorMessages[code],
    ...(parsed.success && parsed.data.fields ? { fields: parsed.data.fields } : {}),
    ...(parsed.success && parsed.data.retryAfterSeconds !== undefined
      ? { retryAfterSeconds: parsed.data.retryAfterSeconds }
      : {}),
    ...(parsed.success && parsed.data.remainingAttempts !== undefined
      ? { remainingAttempts: parsed.data.remainingAttempts }
      : {}),
  });
}

/**
 * Calls one endpoint. Resolves with the answer parsed by the contract's response schema;
 * rejects with `ApiError` (non-2xx answer, unreachable server, or an answer that does not
 * match the schema). An aborted call rejects with the fetch `AbortError` unchanged.
 * A 401 from a staff endpoint also clears the CSRF token and tells the back-office layout,
 * which goes to /login without a message. A reporter call carries the inbox token in its header
 * (lib/inbox-session.ts); its 401 tells the inbox, which goes back to its login.
 */
export async function callApi<C extends Contract>(contract: C, ...[options]: CallArgs<C>): Promise<ResponseOf<C>> {
  const { params, query, body, signal } = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: unknown;
    body?: unknown;
    signal?: AbortSignal;
  };
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const isStaffCall = contract.auth.kind === 'staff';
  if (isStaffCall && isStateChanging(contract.method)) {
    const token = getCsrfToken();
    if (token) headers[staffSession.csrfHeader] = token;
  }
  const isReporterCall = contract.auth.kind === 'reporter';
  if (isReporterCall) {
    const token = getInboxToken();
    if (token) headers[inboxSession.header] = token;
  }

  let response: Response;
  try {
    response = await fetch(urlFor(buildPath(contract.path, params) + queryString(query)), {
      method: contract.method,
      headers,
      credentials: 'same-origin',
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: clientErrorMessages.NETWORK_ERROR, cause: error });
  }

  if (!response.ok) {
    const error = await errorFrom(response);
    if (response.status === 401 && isStaffCall) {
      clearCsrfToken();
      notifyUnauthorized();
    }
    if (response.status === 401 && isReporterCall) notifyInboxUnauthorized();
    throw error;
  }

  let data: unknown;
  try {
    data = await readJson(response);
  } catch (cause) {
    throw new ApiError({ status: response.status, code: 'INVALID_RESPONSE', message: clientErrorMessages.INVALID_RESPONSE, cause });
  }
  const parsed = safeParseWith(contract.response, data);
  if (!parsed.success) {
    throw new ApiError({
      status: response.status,
      code: 'INVALID_RESPONSE',
      message: clientErrorMessages.INVALID_RESPONSE,
      cause: parsed.error,
    });
  }
  return parsed.data as ResponseOf<C>;
}
