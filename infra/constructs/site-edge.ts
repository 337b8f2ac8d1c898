import { Duration } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import { SPA_DOCUMENT, recordingDocuments, routeRegExpSource, siteDocuments } from '@shared/domain/documents.js';
import { getReceiptKeys } from '@shared/contracts/form/get-receipt-keys.js';
import {
  NONCE_COOKIE,
  commonSecurityHeaders,
  documentCsp,
  recordingPermissionsPolicy,
} from '../../functions/lib/security-headers.js';

/**
 * CloudFront's share of the headers (docs/security.md §12.7), generated from `functions/lib/security-headers.ts` so
 * that the local gateway and CloudFront send the same headers from one definition:
 * - a response-headers policy with the headers every response carries (the API's), and one for the
 *   site without `permissions-policy`, which its viewer-response function sets;
 * - a viewer-response function giving each HTML document its own CSP nonce (header + cookie), and
 *   every response of the site its `permissions-policy`: the microphone only for the documents of
 *   pages that record (shared/domain/documents.ts), nothing for any other response;
 * - a viewer-request function serving the SPA for extension-less paths.
 */

/** Stands for the nonce in the CSP text until the function fills in a fresh one per response. */
export const NONCE_PLACEHOLDER = '__OSTOJA_CSP_NONCE__';

function parseHsts(value: string): cloudfront.ResponseHeadersStrictTransportSecurity {
  const maxAge = /max-age=(\d+)/i.exec(value);
  if (!maxAge) throw new Error(`strict-transport-security without max-age: ${value}`);
  return {
    accessControlMaxAge: Duration.seconds(Number(maxAge[1])),
    includeSubdomains: /;\s*includeSubDomains/i.test(value),
    preload: /;\s*preload/i.test(value),
    override: true,
  };
}

function enumValue<T extends string>(values: Record<string, T>, value: string, header: string): T {
  const match = Object.values(values).find((v) => v.toLowerCase() === value.toLowerCase());
  if (!match) throw new Error(`CloudFront cannot send ${header}: ${value}`);
  return match;
}

/** Headers CloudFront only accepts through its dedicated security-header settings. */
const DEDICATED = new Set([
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'x-xss-protection',
  'content-security-policy',
]);

/**
 * The response-headers policy settings for `headers`. Headers with a dedicated CloudFront
 * setting are mapped onto it; the rest become custom headers. All override the origin's.
 */
export function responseHeadersPolicySettings(
  headers: Record<string, string>,
): Pick<cloudfront.ResponseHeadersPolicyProps, 'securityHeadersBehavior' | 'customHeadersBehavior'> {
  const security: cloudfront.ResponseSecurityHeadersBehavior = {};
  const custom: cloudfront.ResponseCustomHeader[] = [];
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  for (const [header, value] of Object.entries(lower)) {
    switch (header) {
      case 'strict-transport-security':
        Object.assign(security, { strictTransportSecurity: parseHsts(value) });
        break;
      case 'x-content-type-options':
        if (value.toLowerCase() !== 'nosniff')
          throw new Error(`CloudFront can only send x-content-type-options: nosniff, not ${value}`);
        Object.assign(security, { contentTypeOptions: { override: true } });
        break;
      case 'referrer-policy':
        Object.assign(security, {
          referrerPolicy: {
            referrerPolicy: enumValue(cloudfront.HeadersReferrerPolicy, value, header),
            override: true,
          },
        });
        break;
      case 'x-frame-options':
        Object.assign(security, {
          frameOptions: { frameOption: enumValue(cloudfront.HeadersFrameOption, value, header), override: true },
        });
        break;
      default:
        if (DEDICATED.has(header))
          throw new Error(`Header ${header} needs a mapping onto CloudFront's security-header settings`);
        custom.push({ header, value, override: true });
    }
  }
  return {
    securityHeadersBehavior: security,
    ...(custom.length ? { customHeadersBehavior: { customHeaders: custom } } : {}),
  };
}

/**
 * Viewer-request function: a path whose last segment has no dot (`/form/acme`, `/reports/K7QM`)
 * is a screen of the SPA, so CloudFront fetches its document: the route's own copy of index.html
 * that preloads its code where there is one (`/form/acme` → `/form.html`,
 * shared/domain/documents.ts, as the local gateway picks), a help page its own file (`/pomoc` →
 * `/pomoc/index.html`), else `/index.html`. Files
 * (`/assets/x.js`) pass untouched and a missing one stays a 403/404: no error-page rewriting that
 * could hide errors.
 */
export function spaRewriteCode(): string {
  const documents = siteDocuments.map(
    ({ route, file }) =>
      `[new RegExp(${JSON.stringify(routeRegExpSource(route))}, 'i'), ${JSON.stringify(`/${file}`)}]`,
  );
  return `var DOCUMENTS = [${documents.join(', ')}];

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    var document = ${JSON.stringify(`/${SPA_DOCUMENT}`)};
    for (var i = 0; i < DOCUMENTS.length; i++) {
      if (DOCUMENTS[i][0].test(uri)) {
        document = DOCUMENTS[i][1];
        break;
      }
    }
    request.uri = document;
  }
  return request;
}
`;
}

/**
 * Viewer-request function of the well-known address of the receipt keys
 * (`/.well-known/ostoja-receipt-keys.json`, docs/security.md §6.8): the API route that publishes
 * them (every contract path is under `/api/`), as the local gateway serves it.
 */
export function receiptKeysRewriteCode(): string {
  return `function handler(event) {
  var request = event.request;
  request.uri = ${JSON.stringify(getReceiptKeys.path)};
  return request;
}
`;
}

/**
 * Viewer-response function for HTML documents: a fresh random nonce per response, put into the
 * document CSP (text from `documentCsp`) and into the cookie the app reads at start
 * (`NONCE_COOKIE`). ETag/Last-Modified are dropped from documents so the browser never
 * revalidates to a 304 and keeps an old nonce in its cached CSP.
 *
 * Randomness: the runtime's `crypto.getRandomValues`/`randomBytes` when present; otherwise
 * SHA-256 over the request id (unique, unknown to others before the response), time and
 * Math.random — unpredictable for an attacker who must guess another viewer's nonce.
 *
 * `connectOrigins` may hold CDK tokens (the files bucket's domain); they resolve in the template.
 */
export function documentNonceCode(connectOrigins: readonly string[]): string {
  const csp = documentCsp(NONCE_PLACEHOLDER, connectOrigins);
  if (csp.split(NONCE_PLACEHOLDER).length !== 2) throw new Error('documentCsp must contain the nonce exactly once');
  return `import crypto from 'crypto';

var CSP = ${JSON.stringify(csp)};
var PLACEHOLDER = ${JSON.stringify(NONCE_PLACEHOLDER)};
var COOKIE = ${JSON.stringify(NONCE_COOKIE)};
var PERMISSIONS = ${JSON.stringify(commonSecurityHeaders['permissions-policy'])};
var RECORDING_PERMISSIONS = ${JSON.stringify(recordingPermissionsPolicy)};
var RECORDING_DOCUMENTS = ${JSON.stringify(recordingDocuments.map((file) => `/${file}`))};

function randomBytes(event) {
  try {
    if (typeof crypto.getRandomValues === 'function') {
      return Buffer.from(crypto.getRandomValues(new Uint8Array(16)));
    }
  } catch (e) {}
  try {
    if (typeof crypto.randomBytes === 'function') {
      return crypto.randomBytes(16);
    }
  } catch (e) {}
  var seed = String(event.context && event.context.requestId) + ':' + Date.now() + ':' + Math.random() + ':' + Math.random();
  return crypto.createHash('sha256').update(seed).digest().slice(0, 16);
}

function isDocument(event) {
  var type = event.response.headers['content-type'];
  if (type && type.value.toLowerCase().indexOf('text/html') === 0) return true;
  return /\\.html$/.test(event.request.uri);
}

function handler(event) {
  var response = event.response;
  var records = RECORDING_DOCUMENTS.indexOf(event.request.uri) !== -1;
  response.headers['permissions-policy'] = { value: isDocument(event) && records ? RECORDING_PERMISSIONS : PERMISSIONS };
  if (!isDocument(event)) return response;
  var nonce = randomBytes(event).toString('base64').replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
  response.headers['content-security-policy'] = { value: CSP.split(PLACEHOLDER).join(nonce) };
  response.cookies = response.cookies || {};
  response.cookies[COOKIE] = { value: nonce, attributes: 'Path=/; Secure; SameSite=Strict' };
  delete response.headers['etag'];
  delete response.headers['last-modified'];
  return response;
}
`;
}

export interface SiteEdgeProps {
  /** Origins presigned uploads/downloads go to (the files bucket), for the document CSP. */
  connectOrigins: readonly string[];
}

/** The three CloudFront pieces above as constructs. */
export class SiteEdge extends Construct {
  readonly responseHeadersPolicy: cloudfront.ResponseHeadersPolicy;
  /** The site's (the SPA's files): the same headers but `permissions-policy`, which `documentNonce` sets per document. */
  readonly siteResponseHeadersPolicy: cloudfront.ResponseHeadersPolicy;
  readonly spaRewrite: cloudfront.Function;
  readonly documentNonce: cloudfront.Function;
  readonly receiptKeysRewrite: cloudfront.Function;

  constructor(scope: Construct, id: string, props: SiteEdgeProps) {
    super(scope, id);
    this.responseHeadersPolicy = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Ostoja security headers (functions/lib/security-headers.ts)',
      ...responseHeadersPolicySettings(commonSecurityHeaders),
    });
    const { 'permissions-policy': _perDocument, ...siteHeaders } = commonSecurityHeaders;
    this.siteResponseHeadersPolicy = new cloudfront.ResponseHeadersPolicy(this, 'SiteSecurityHeaders', {
      comment: 'Ostoja security headers of the site; permissions-policy by the DocumentNonce function',
      ...responseHeadersPolicySettings(siteHeaders),
    });
    this.spaRewrite = new cloudfront.Function(this, 'SpaRewrite', {
      comment: 'Serve index.html for SPA paths',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(spaRewriteCode()),
    });
    this.documentNonce = new cloudfront.Function(this, 'DocumentNonce', {
      comment: 'Per-response CSP nonce for HTML documents; permissions-policy',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(documentNonceCode(props.connectOrigins)),
    });
    this.receiptKeysRewrite = new cloudfront.Function(this, 'ReceiptKeysRewrite', {
      comment: 'The well-known receipt keys address: the API route that publishes them',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(receiptKeysRewriteCode()),
    });
  }
}
