import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import {
  parseWith,
  safeParseWith,
  type Contract,
  type ParamsOf,
  type QueryOf,
  type BodyOf,
  type ResponseOf,
} from '@shared/contracts/contract.js';
import { requestTexts } from '@shared/messages/errors.js';
import { fieldMessages } from '@shared/validation.js';
import type { ReadWithCaller } from '../data/read-with-caller.js';
import { authorize, type CallerFor } from './auth.js';
import { HttpError } from './http-error.js';
import { withInvocation } from './logger.js';
import { errorResponder, requestLogger, securityHeaders } from './middleware.js';
import { TimeBudget } from './time-budget.js';

export type LambdaEvent = APIGatewayProxyEventV2;
export type LambdaResult = APIGatewayProxyStructuredResultV2;

export interface HandlerInput<C extends Contract, W = never> {
  params: ParamsOf<C>;
  query: QueryOf<C>;
  body: BodyOf<C>;
  caller: CallerFor<C['auth']>;
  event: LambdaEvent;
  /** What the endpoint's `readWithCaller` read with the caller; absent when it was not (read it then). */
  readWithCaller?: { value: W };
  /** What is left of the function's time; `time.ensure()` before a lasting step that must not begin late. */
  time: TimeBudget;
}

export interface HandlerOptions<C extends Contract, W> {
  /**
   * A staff endpoint's item read in the same request as its caller (data/staff-caller.ts), given
   * the path parameters when they are valid (when not, the request is refused anyway).
   */
  readWithCaller?: (params: ParamsOf<C>) => ReadWithCaller<W>;
}

/** A result with HTTP extras (status, cookies); plain values answer 200 with the value. */
export class Reply<T> {
  constructor(
    readonly body: T,
    readonly init: { statusCode?: number; cookies?: string[]; headers?: Record<string, string> } = {},
  ) {}
}

const DEFAULT_MAX_BODY = 64 * 1024;

function readBody(contract: Contract, event: LambdaEvent): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(raw) > (contract.maxBodyBytes ?? DEFAULT_MAX_BODY)) throw new HttpError('PAYLOAD_TOO_LARGE');
  const type = event.headers?.['content-type'] ?? '';
  // Media types are case-insensitive (RFC 9110 §8.3.1).
  if (!type.toLowerCase().startsWith('application/json')) throw new HttpError('UNSUPPORTED_MEDIA_TYPE');
  try {
    return JSON.parse(raw);
  } catch {
    throw new HttpError('BAD_REQUEST', requestTexts.malformedJson);
  }
}

/** What a part of the request parsed to, or 400 with each field's message and its key. */
function validPart<T>(result: ReturnType<typeof safeParseWith>): T {
  if (result.success) return result.data as T;
  throw new HttpError('VALIDATION_FAILED', undefined, fieldMessages(result.error));
}

const parsePart = <T>(schema: Contract['params'], value: unknown): T => validPart<T>(safeParseWith(schema, value));

/**
 * The one way to write an endpoint: auth (deny by default) → validation of path, query and
 * body with the contract's zod schemas → the business function → the response schema.
 * Errors below 500 reach the client as `{code, message, fields}`; anything else is logged
 * and answered with a generic 500. With less than HANDLER_TIME_RESERVE_MS of the function's
 * time left, the answer is a retryable 503 (functions/lib/time-budget.ts), never a 500 nor
 * Lambda cutting the function off without one.
 */
export function defineHandler<C extends Contract, W = never>(
  contract: C,
  run: (input: HandlerInput<C, NoInfer<W>>) => Promise<ResponseOf<C> | Reply<ResponseOf<C>>>,
  options: HandlerOptions<C, W> = {},
) {
  const answer = async (event: LambdaEvent, time: TimeBudget): Promise<LambdaResult> => {
    // The path parsed once: it names the item read with the caller (when valid), and is refused
    // only after authorisation (401/403 before 400).
    const path = safeParseWith(contract.params, event.pathParameters ?? {});
    const wanted: ReadWithCaller<W> | undefined =
      options.readWithCaller && path.success ? options.readWithCaller(path.data as ParamsOf<C>) : undefined;
    const { caller, alongside } = await authorize(contract.auth, contract.method, event, wanted);
    const body = parsePart<BodyOf<C>>(contract.body, readBody(contract, event));
    const params = validPart<ParamsOf<C>>(path);
    const query = parsePart<QueryOf<C>>(contract.query, event.queryStringParameters ?? {});
    const result = await run({
      params,
      query,
      body,
      caller: caller as CallerFor<C['auth']>,
      event,
      time,
      ...(alongside ? { readWithCaller: alongside } : {}),
    });
    const reply = result instanceof Reply ? result : new Reply(result);
    return {
      statusCode: reply.init.statusCode ?? 200,
      headers: { 'content-type': 'application/json; charset=utf-8', ...reply.init.headers },
      cookies: reply.init.cookies,
      body: JSON.stringify(parseWith(contract.response, reply.body)),
    };
  };
  const main = async (event: LambdaEvent, context: Context): Promise<LambdaResult> => {
    const time = TimeBudget.of(context);
    time.ensure();
    return time.race(answer(event, time));
  };
  // Middy's own early time-out (a 500 just before the end) is off: the time budget answers first.
  const chain = middy<LambdaEvent, LambdaResult>({ timeoutEarlyInMillis: 0 })
    .use(requestLogger(contract.name))
    .use(securityHeaders())
    .use(errorResponder())
    .handler(main);
  return (event: LambdaEvent, context: Context): Promise<LambdaResult> =>
    withInvocation(context, () => chain(event, context));
}
