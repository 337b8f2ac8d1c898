import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { constantTimeEqual } from './hashing.js';

/**
 * CloudFront sends this header with a per-deployment secret on every `/api/*` request, so a
 * handler can tell a request that came through the site from one sent to the API directly.
 */
export const ORIGIN_VERIFY_HEADER = 'x-ostoja-origin-verify';

/**
 * The caller's address for rate limits. Behind CloudFront, API Gateway's `sourceIp` is the edge
 * server, shared by many people: the viewer's address is the last `x-forwarded-for` entry, which
 * CloudFront appends itself. It is trusted only with the origin secret; anything else (a direct
 * call, the local gateway) counts by `sourceIp`.
 */
export function clientIpOf(event: APIGatewayProxyEventV2, originToken = process.env.ORIGIN_VERIFY_TOKEN): string {
  const sourceIp = event.requestContext?.http?.sourceIp ?? 'unknown';
  const presented = event.headers?.[ORIGIN_VERIFY_HEADER];
  if (!originToken || !presented || !constantTimeEqual(presented, originToken)) return sourceIp;
  const forwarded = (event.headers?.['x-forwarded-for'] ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  return forwarded.at(-1) ?? sourceIp;
}
