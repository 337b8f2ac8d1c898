import { randomBytes, randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { pathMatcher } from '@shared/contracts/contract.js';
import { contracts, getReceiptKeys } from '@shared/contracts/index.js';
import { RECEIPT_KEYS_PATH } from '@shared/receipts/receipt-keys.js';
import { buildOpenApi } from '@shared/contracts/openapi.js';
import { documentFor, recordingDocuments } from '@shared/domain/documents.js';
import { codeMessageKey, errorMessages } from '@shared/messages/errors.js';
import type { ErrorBody, ErrorCode } from '@shared/errors.js';
import { routes, type Route } from '../functions/routes.js';
import { notModified, staticFile, type StaticFile } from './compression.js';
import {
  NONCE_COOKIE,
  apiHeaders,
  commonSecurityHeaders,
  documentCacheControl,
  documentHeaders,
  staticAssetHeaders,
} from '../functions/lib/security-headers.js';
import { SECOND } from '@shared/domain/time.js';

type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;
export type ExtraRoute = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

export interface GatewayOptions {
  /** Repository root: handler entries and `webDist` are relative to it. */
  root: string;
  /** Built web app to serve (omitted in `npm run dev`, where Vite serves it). */
  webDist?: string;
  /** Origins the page may connect to besides itself (the local S3 for presigned URLs). */
  connectOrigins?: string[];
  /** Local-only pages, e.g. `/_dev/outbox`, keyed by exact path. */
  extraRoutes?: Record<string, ExtraRoute>;
  /** Tests only: take the client address from `x-forwarded-for`, to act as many clients. */
  trustForwardedFor?: boolean;
}

/** Same cap as API Gateway HTTP APIs' payload limit. */
const MAX_REQUEST_BYTES = 10 * 1024 * 1024;

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/** Where Vite puts the hashed files (the same folder web-stack.ts deploys as immutable). */
const HASHED_ASSETS_DIR = 'assets';

/** A site file with S3's validators, compressed as CloudFront would; 304 to a matching revalidation. */
function sendFile(req: IncomingMessage, res: ServerResponse, file: StaticFile, headers: Record<string, string>): void {
  const validators = { etag: file.etag, 'last-modified': file.lastModified, vary: 'accept-encoding' };
  if (notModified(file, req.headers['if-none-match'], req.headers['if-modified-since'])) {
    res.writeHead(304, { ...headers, ...validators }).end();
    return;
  }
  res.writeHead(200, { ...headers, ...validators, ...(file.encoding ? { 'content-encoding': file.encoding } : {}) });
  res.end(req.method === 'HEAD' ? undefined : file.body);
}

function sendError(res: ServerResponse, status: number, code: ErrorCode): void {
  res.writeHead(status, { ...apiHeaders, 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ code, message: errorMessages[code], key: codeMessageKey(code) } satisfies ErrorBody));
}

function readRequestBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_REQUEST_BYTES) chunks.push(chunk);
    });
    req.on('end', () => done(size > MAX_REQUEST_BYTES ? null : Buffer.concat(chunks)));
    req.on('error', fail);
  });
}

/** Builds the API Gateway HTTP API (payload 2.0) event a Lambda would receive. */
export function toLambdaEvent(
  req: IncomingMessage,
  url: URL,
  route: Route,
  pathParameters: Record<string, string>,
  body: Buffer,
  sourceIp: string,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && name !== 'cookie') headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = query[name] ? `${query[name]},${value}` : value;
  const cookies = req.headers.cookie
    ?.split(';')
    .map((c) => c.trim())
    .filter(Boolean);
  const now = new Date();
  return {
    version: '2.0',
    routeKey: `${route.contract.method} ${route.contract.path}`,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: url.host,
      domainPrefix: 'local',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp,
        userAgent: req.headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: `${route.contract.method} ${route.contract.path}`,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? body.toString('utf8') : undefined,
    isBase64Encoded: false,
  };
}

/**
 * The Lambda context of one invocation of a route's function: its clock counts down the route's
 * timeout (functions/routes.ts, as CDK sets it) from now, so a handler runs out of time here
 * exactly when it would in AWS.
 */
export function lambdaContext(route: Route, startedAt = Date.now()): Context {
  const name = route.contract.name;
  const deadline = startedAt + route.timeoutSeconds * SECOND;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${name}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/**
 * The local stand-in for CloudFront + API Gateway: `/api/*` runs the same handler modules the
 * Lambdas run (from the route table), everything else serves the built SPA with the document
 * security headers and a fresh CSP nonce per HTML response.
 */
export function createGateway(options: GatewayOptions): Server {
  const handlers = new Map<string, Promise<LambdaHandler>>();
  const loadHandler = (route: Route) => {
    let handler = handlers.get(route.entry);
    if (!handler) {
      handler = import(pathToFileURL(resolve(options.root, route.entry)).href).then(
        (m: { handler: LambdaHandler }) => m.handler,
      );
      handlers.set(route.entry, handler);
    }
    return handler;
  };
  const openApi = JSON.stringify(buildOpenApi(contracts));
  // Each route's path template compiled once, as API Gateway builds its routes once at deploy.
  const matchers = routes.map((route) => ({ route, match: pathMatcher(route.contract.path) }));

  async function serveApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (url.pathname === '/api/openapi.json' && req.method === 'GET') {
      res.writeHead(200, { ...apiHeaders, 'content-type': 'application/json; charset=utf-8' }).end(openApi);
      return;
    }
    let pathMatched = false;
    for (const { route, match } of matchers) {
      const params = match(url.pathname);
      if (!params) continue;
      pathMatched = true;
      if (route.contract.method !== req.method) continue;
      const body = await readRequestBody(req);
      if (body === null) return sendError(res, 413, 'PAYLOAD_TOO_LARGE');
      const handler = await loadHandler(route);
      const forwarded = options.trustForwardedFor
        ? String(req.headers['x-forwarded-for'] ?? '')
            .split(',')[0]
            ?.trim()
        : '';
      const sourceIp = forwarded || req.socket.remoteAddress || '127.0.0.1';
      const result = await handler(toLambdaEvent(req, url, route, params, body, sourceIp), lambdaContext(route));
      const headers: Record<string, string | string[]> = { ...(result.headers as Record<string, string>) };
      if (result.cookies?.length) headers['set-cookie'] = result.cookies;
      res.writeHead(result.statusCode ?? 200, headers).end(result.body ?? '');
      return;
    }
    sendError(res, pathMatched ? 405 : 404, pathMatched ? 'BAD_REQUEST' : 'NOT_FOUND');
  }

  async function serveWeb(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (!options.webDist) return sendError(res, 404, 'NOT_FOUND');
    const dist = resolve(options.root, options.webDist);
    const file = normalize(join(dist, decodeURIComponent(url.pathname)));
    const isAsset =
      file.startsWith(dist + sep) &&
      extname(file) !== '' &&
      (await stat(file).then(
        (s) => s.isFile(),
        () => false,
      ));
    if (isAsset && extname(file) !== '.html') {
      const contentType = contentTypes[extname(file)] ?? 'application/octet-stream';
      // As deployed (infra/stacks/web-stack.ts): hashed assets immutable, any other file revalidated.
      const hashed = file.startsWith(join(dist, HASHED_ASSETS_DIR) + sep);
      const headers = hashed ? staticAssetHeaders : { ...commonSecurityHeaders, 'cache-control': documentCacheControl };
      const sent = await staticFile(file, contentType, req.headers['accept-encoding']);
      sendFile(req, res, sent, { ...headers, 'content-type': contentType });
      return;
    }
    if (extname(url.pathname) !== '' && !isAsset) return sendError(res, 404, 'NOT_FOUND');
    // Every other path is a client-side route of the SPA: index.html, or the route's own copy of it
    // that preloads the route's code (shared/domain/documents.ts), as CloudFront's rewrite picks.
    const nonce = randomBytes(16).toString('base64');
    const document = documentFor(url.pathname);
    const sent = await staticFile(join(dist, document), contentTypes['.html']!, req.headers['accept-encoding']);
    sendFile(req, res, sent, {
      ...documentHeaders(nonce, options.connectOrigins, { records: recordingDocuments.includes(document) }),
      'content-type': contentTypes['.html']!,
      'set-cookie': `${NONCE_COOKIE}=${encodeURIComponent(nonce)}; Path=/; Secure; SameSite=Strict`,
    });
  }

  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    // The published receipt keys' well-known address is the API's route, as CloudFront maps it.
    if (url.pathname === RECEIPT_KEYS_PATH) url.pathname = getReceiptKeys.path;
    const extra = options.extraRoutes?.[url.pathname];
    const work = extra
      ? extra(req, res)
      : url.pathname.startsWith('/api/')
        ? serveApi(req, res, url)
        : serveWeb(req, res, url);
    Promise.resolve(work).catch((error: unknown) => {
      // A path with broken percent-encoding is the client's error, as API Gateway answers it.
      if (error instanceof URIError && !res.headersSent) return sendError(res, 400, 'BAD_REQUEST');
      console.error(error);
      if (!res.headersSent) sendError(res, 500, 'INTERNAL');
      else res.end();
    });
  });
}
