import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * CloudFront sends this header with the origin secret on every `/api/*` request; the origin guard
 * refuses a request without it, so nothing reaches a handler around CloudFront (and its WAF).
 */
export const ORIGIN_VERIFY_HEADER = 'x-ostoja-origin-verify';

/**
 * CloudFront's own record of the viewer, `ip:port` (IPv6 without brackets: the port follows the
 * last colon), forwarded by the API's origin request policy (infra/stacks/web-stack.ts).
 */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/**
 * What the origin guard (infra/constructs/origin-guard.ts) puts in the context of a request it let
 * through. API Gateway sets `requestContext.authorizer`; no caller can, so a handler knows from it
 * that the request came through CloudFront without holding the origin secret itself.
 */
export const ORIGIN_GUARD_CONTEXT = { origin: 'cloudfront' } as const;

function passedOriginGuard(event: APIGatewayProxyEventV2): boolean {
  const { authorizer } = event.requestContext as { authorizer?: { lambda?: Record<string, unknown> } };
  return authorizer?.lambda?.origin === ORIGIN_GUARD_CONTEXT.origin;
}

/**
 * The caller's address for staff rate limits and the staff log. Behind CloudFront, API Gateway's
 * `sourceIp` is the edge server, shared by many people, and the end of `x-forwarded-for` is
 * CloudFront's too once API Gateway has appended the edge: only CloudFront's viewer-address
 * header names the viewer, and it is trusted only on a request the origin guard let through.
 * Anything else (a direct call, the local gateway) counts by `sourceIp`.
 */
export function clientIpOf(event: APIGatewayProxyEventV2): string {
  const sourceIp = event.requestContext?.http?.sourceIp ?? 'unknown';
  if (!passedOriginGuard(event)) return sourceIp;
  const viewer = event.headers?.[VIEWER_ADDRESS_HEADER]?.trim() ?? '';
  const portAt = viewer.lastIndexOf(':');
  return portAt > 0 ? viewer.slice(0, portAt) : sourceIp;
}
