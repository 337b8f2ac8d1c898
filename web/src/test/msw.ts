import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import {
  safeParseWith,
  type BodyOf,
  type Contract,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@shared/contracts/contract.js';
import { errorStatus, type ErrorBody, type ErrorCode } from '@shared/errors.js';
import { codeMessageKey, errorMessages } from '@shared/messages/errors.js';
import { fieldMessages } from '@shared/validation.js';

/** One msw server for every web test; it fails any request no handler expects (setup.ts). */
export const server = setupServer();

/** `/api/reports/{id}` → `/api/reports/:id` (msw's path syntax). */
export const mswPath = (contractPath: string): string => contractPath.replace(/\{(\w+)\}/g, ':$1');

/**
 * An error answer exactly as the handlers send it: `ErrorBody` with the code's status. Without a
 * `key`, the code's (as the handlers key a text no catalogue defines).
 */
export function errorResponse(code: ErrorCode, extra: Partial<Omit<ErrorBody, 'code'>> = {}): Response {
  const body: ErrorBody = { code, message: extra.message ?? errorMessages[code], key: codeMessageKey(code), ...extra };
  return HttpResponse.json(body, { status: errorStatus[code] });
}

export interface ContractRequest<C extends Contract> {
  params: ParamsOf<C>;
  query: QueryOf<C>;
  body: BodyOf<C>;
  request: Request;
}

type Resolver<C extends Contract> = (
  input: ContractRequest<C>,
) => ResponseOf<C> | Response | Promise<ResponseOf<C> | Response>;

/**
 * An msw handler for one contract, behaving like the real endpoint's edges: the request's
 * params, query and body are checked against the contract (400 VALIDATION_FAILED with field
 * messages otherwise), and the data the resolver returns must match the response schema —
 * a test cannot fake an answer the real API could never give. Return a `Response` (e.g.
 * `errorResponse('FORBIDDEN')`) to answer with an error instead.
 */
export function contractHandler<C extends Contract>(contract: C, resolver: Resolver<C>) {
  const method = contract.method.toLowerCase() as Lowercase<Contract['method']>;
  return http[method](mswPath(contract.path), async ({ request, params }) => {
    const url = new URL(request.url);
    const text = await request.text();
    let json: unknown;
    try {
      json = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      return errorResponse('BAD_REQUEST');
    }
    const parsedParams = safeParseWith(contract.params, params);
    const parsedQuery = safeParseWith(contract.query, Object.fromEntries(url.searchParams));
    const parsedBody = safeParseWith(contract.body, json);
    for (const parsed of [parsedParams, parsedQuery, parsedBody]) {
      if (!parsed.success) return errorResponse('VALIDATION_FAILED', fieldMessages(parsed.error));
    }

    const result = await resolver({
      params: parsedParams.data as ParamsOf<C>,
      query: parsedQuery.data as QueryOf<C>,
      body: parsedBody.data as BodyOf<C>,
      request,
    });
    if (result instanceof Response) return result;
    const checked = safeParseWith(contract.response, result);
    if (!checked.success) {
      throw new Error(
        `msw: the answer given for ${contract.name} does not match its response schema: ${checked.error.message}`,
      );
    }
    return HttpResponse.json(result as JsonBodyType);
  });
}
