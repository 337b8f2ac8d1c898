import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { constantTimeEqual } from './hashing.js';

/**
 * CloudFront sends this header with a per-deployment secret on every `/api/*` request, so a
 * handler can tell a request that came through the site from one sent to the API directly.
 */
export const ORIGIN_VERIFY_HEADER = 'x-ostoja-origin-verify';

/**
 * CloudFront's own record of the viewer, `ip:port` (IPv6 without brackets: the port follows the
 * last colon), forwarded by the API's origin request policy (infra/stacks/web-stack.ts).
 */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/**
 * The caller's address for staff rate limits and the staff log. Behind CloudFront, API Gateway's
 * `sourceIp` is the edge server, shared by many people, and the end of `x-forwarded-for` is
 * CloudFront's too once API Gateway has appended the edge: only CloudFront's viewer-address
 * header names the viewer, and it is trusted only with the origin secret. Anything else (a
 * direct call, the local gateway) counts by `sourceIp`.
 */
export function clientIpOf(event: APIGatewayProxyEventV2, originToken = process.env.ORIGIN_VERIFY_TOKEN): string {
  const sourceIp = event.requestContext?.http?.sourceIp ?? 'unknown';
  const presented = event.headers?.[ORIGIN_VERIFY_HEADER];
  if (!originToken || !presented || !constantTimeEqual(presented, originToken)) return sourceIp;
  const viewer = event.headers?.[VIEWER_ADDRESS_HEADER]?.trim() ?? '';
  const portAt = viewer.lastIndexOf(':');
  return portAt > 0 ? viewer.slice(0, portAt) : sourceIp;
}
