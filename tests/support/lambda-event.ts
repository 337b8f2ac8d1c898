import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, Context, SQSEvent } from 'aws-lambda';

/** A minimal API Gateway HTTP API event, as the gateway would build it. */
export function lambdaEvent(init: {
  method: string;
  path: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  cookies?: string[];
  pathParameters?: Record<string, string>;
  query?: Record<string, string>;
}): APIGatewayProxyEventV2 {
  const body = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  return {
    version: '2.0',
    routeKey: `${init.method} ${init.path}`,
    rawPath: init.path,
    rawQueryString: '',
    cookies: init.cookies,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers },
    queryStringParameters: init.query,
    pathParameters: init.pathParameters,
    requestContext: {
      accountId: 'test',
      apiId: 'test',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method: init.method, path: init.path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: 'test',
      routeKey: `${init.method} ${init.path}`,
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
    },
    body,
    isBase64Encoded: false,
  };
}

export const lambdaContext = {} as Context;

/** A Lambda context whose function has `remainingMs` left from now, as the runtime's clock counts down. */
export function lambdaContextWith(remainingMs: number): Context {
  const deadline = Date.now() + remainingMs;
  return { getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()) } as Context;
}

/**
 * The SQS event a fan-out job's worker gets (functions/lib/organisation-jobs.ts): one message per
 * body, each with a message id of its own (a redelivery is a new receipt of the same body).
 */
export function queueEvent(...bodies: unknown[]): SQSEvent & { messageIds: string[] } {
  const Records = bodies.map((body) => ({
    messageId: randomUUID(),
    receiptHandle: randomUUID(),
    body: typeof body === 'string' ? body : JSON.stringify(body),
    attributes: {
      ApproximateReceiveCount: '1',
      SentTimestamp: String(Date.now()),
      SenderId: 'test',
      ApproximateFirstReceiveTimestamp: String(Date.now()),
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:eu-central-1:000000000000:test',
    awsRegion: 'eu-central-1',
  }));
  return { Records, messageIds: Records.map((record) => record.messageId) };
}
