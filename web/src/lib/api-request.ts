import type { BodyOf, Contract, ParamsOf, QueryOf, ResponseOf } from '@shared/contracts/contract.js';
import { buildPath, isStateChanging, type Route } from '@shared/contracts/route.js';
import { inboxSession, staffSession } from '@shared/domain/session.js';
import { clientErrorMessages } from '@shared/messages/client-errors.js';
import { ApiError } from './api-errors.js';
import { notifyUnauthorized } from './auth-events.js';
import { clearCsrfToken, getCsrfToken } from './csrf.js';
import { getInboxToken, notifyInboxUnauthorized } from './inbox-session.js';

/*
 * Sending a call and reading its answer, free of zod: the typed client (api-client.ts) parses
 * what this returns with the contract's schema; the public form's first load (callRoute) does not
 * load a schema library at all (docs/figures.md, "Budgets").
 */

type Field<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : Record<never, never> extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What a call sends; `params`, `query` and `body` are required exactly when the contract needs them. */
export type CallOptions<C extends Contract> = Field<'params', ParamsOf<C>> &
  Field<'query', QueryOf<C>> &
  Field<'body', BodyOf<C>> & { signal?: AbortSignal };

export type CallArgs<C extends Contract> =
  Record<never, never> extends CallOptions<C> ? [options?: CallOptions<C>] : [options: CallOptions<C>];

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

/** An answer's JSON body; undefined when it is empty. Throws when it is not JSON. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * Sends one call of `route` and resolves with its status and JSON, not yet checked; rejects with
 * `ApiError` (non-2xx answer, unreachable server, an answer that is not JSON). An aborted call
 * rejects with the fetch `AbortError` unchanged.
 * A 401 from a staff endpoint also clears the CSRF token and tells the back-office layout,
 * which goes to /login without a message. A reporter call carries the inbox token in its header
 * (lib/inbox-session.ts); its 401 tells the inbox, which goes back to its login.
 */
export async function sendRequest(route: Route, options: unknown): Promise<{ status: number; data: unknown }> {
  const { params, query, body, signal } = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: unknown;
    body?: unknown;
    signal?: AbortSignal;
  };
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const isStaffCall = route.auth.kind === 'staff';
  if (isStaffCall && isStateChanging(route.method)) {
    const token = getCsrfToken();
    if (token) headers[staffSession.csrfHeader] = token;
  }
  const isReporterCall = route.auth.kind === 'reporter';
  if (isReporterCall) {
    const token = getInboxToken();
    if (token) headers[inboxSession.header] = token;
  }

  let response: Response;
  try {
    response = await fetch(urlFor(buildPath(route.path, params) + queryString(query)), {
      method: route.method,
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
    // The error body's schema only when an error comes: a first load that goes well never loads it.
    const { errorFrom } = await import('./api-error-body.js');
    const error = await errorFrom(response);
    if (response.status === 401 && isStaffCall) {
      clearCsrfToken();
      notifyUnauthorized();
    }
    if (response.status === 401 && isReporterCall) notifyInboxUnauthorized();
    throw error;
  }

  try {
    return { status: response.status, data: await readJson(response) };
  } catch (cause) {
    throw new ApiError({
      status: response.status,
      code: 'INVALID_RESPONSE',
      message: clientErrorMessages.INVALID_RESPONSE,
      cause,
    });
  }
}

/** The route of contract `C`: what `callRoute` needs of it, checked against the contract's own. */
export type RouteOf<C extends Contract> = Pick<C, 'method' | 'path' | 'auth'> & Route;

/**
 * Calls a route of contract `C` and resolves with its answer as the contract types it, without
 * parsing it again in the browser: the handler parsed it with the same contract before sending
 * (functions/lib/handler.ts). Only the public form's first load calls so, to stay free of zod
 * (decision 94); every other call parses its answer (api-client.ts `callApi`).
 */
export async function callRoute<C extends Contract>(
  route: RouteOf<C>,
  ...[options]: CallArgs<C>
): Promise<ResponseOf<C>> {
  const { data } = await sendRequest(route, options);
  return data as ResponseOf<C>;
}
