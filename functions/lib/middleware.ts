import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { errorStatus, type ErrorBody } from '@shared/errors.js';
import { codeMessageKey, errorMessages } from '@shared/messages/errors.js';
import { CodedError } from './coded-error.js';
import { log } from './logger.js';
import { apiHeaders } from './security-headers.js';

type Middleware = MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>;

/** Every answer, success or error, carries the API security headers. */
export function securityHeaders(): Middleware {
  const apply: Middleware['after'] = (request) => {
    if (request.response) request.response.headers = { ...apiHeaders, ...request.response.headers };
  };
  return { after: apply, onError: apply };
}

/**
 * Maps thrown errors to answers in one place. Only messages of client errors (< 500) are
 * passed on; any other error becomes a generic Polish 500 and is logged with its stack.
 */
export function errorResponder(): Middleware {
  return {
    onError: (request) => {
      const error = request.error;
      const known = error instanceof CodedError ? error : null;
      const status = known ? errorStatus[known.code] : 500;
      if (status >= 500) {
        log.error('request failed', { errorName: error?.name, errorMessage: error?.message, stack: error?.stack });
      }
      const body: ErrorBody = known
        ? known.toBody()
        : { code: 'INTERNAL', message: errorMessages.INTERNAL, key: codeMessageKey('INTERNAL') };
      request.response = {
        statusCode: status,
        headers: {
          ...apiHeaders,
          'content-type': 'application/json; charset=utf-8',
          ...(known?.extra.retryAfterSeconds ? { 'retry-after': String(known.extra.retryAfterSeconds) } : {}),
        },
        body: JSON.stringify(body),
      };
    },
  };
}

/** One structured line per request: endpoint, status, duration. No bodies, headers or cookies. */
export function requestLogger(endpoint: string): Middleware {
  // Keyed by the event: the local gateway runs many requests in one process at once.
  const startedAt = new WeakMap<object, number>();
  const done: Middleware['after'] = (request) => {
    log.info('request', {
      endpoint,
      status: request.response?.statusCode ?? 500,
      durationMs: Date.now() - (startedAt.get(request.event) ?? Date.now()),
      errorCode: request.error instanceof CodedError ? request.error.code : undefined,
    });
  };
  return {
    before: (request) => {
      startedAt.set(request.event, Date.now());
    },
    after: done,
    onError: done,
  };
}
