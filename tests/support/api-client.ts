import { randomUUID } from 'node:crypto';
import {
  buildPath,
  isStateChanging,
  type BodyOf,
  type Contract,
  type ParamsOf,
  type ResponseOf,
} from '@shared/contracts/contract.js';
import { staffSession } from '@shared/domain/session.js';
import type { ErrorBody } from '@shared/errors.js';
import { testRuntime } from './test-runtime.js';

/** A success body, or an error body (`ErrorBody`: `code`, `message`, `key`, `fields`…) when the status says so. */
type Answer<C extends Contract> = ResponseOf<C> & Partial<Omit<ErrorBody, 'code'>> & { code?: string };

export interface ApiAnswer<T> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * A client of the local gateway as a browser would be: a cookie jar, the CSRF token from login
 * and its own client address (so rate limits of one test do not hit another).
 */
export class TestClient {
  cookies = new Map<string, string>();
  csrfToken: string | undefined;
  readonly ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  constructor(readonly origin: string = testRuntime.origin) {}

  async call<C extends Contract>(
    contract: C,
    input: {
      params?: ParamsOf<C>;
      query?: Record<string, string | number | undefined>;
      body?: BodyOf<C>;
      csrf?: string | null;
      headers?: Record<string, string>;
    } = {},
  ): Promise<ApiAnswer<Answer<C>>> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip, ...input.headers };
    if (input.body !== undefined) headers['content-type'] = 'application/json';
    const csrf = input.csrf === undefined ? this.csrfToken : input.csrf;
    if (isStateChanging(contract.method) && csrf) headers[staffSession.csrfHeader] = csrf;
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const query = new URLSearchParams(
      Object.entries(input.query ?? {}).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
    ).toString();
    const path = buildPath(contract.path, input.params ?? {});
    const response = await fetch(`${this.origin}${path}${query ? `?${query}` : ''}`, {
      method: contract.method,
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.some((a) => a.trim().toLowerCase() === 'max-age=0') || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const body = (await response.json()) as Answer<C>;
    if (response.ok && typeof body === 'object' && body && 'csrfToken' in body) this.csrfToken = String(body.csrfToken);
    return { status: response.status, body, headers: response.headers };
  }
}

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
