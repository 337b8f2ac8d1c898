import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { lambdaEvent } from '../../tests/support/lambda-event.js';
import { ORIGIN_GUARD_CONTEXT, ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER, clientIpOf } from './client-address.js';

const event = (headers: Record<string, string>) => lambdaEvent({ method: 'GET', path: '/api/health', headers });

/** The request as API Gateway hands it on once the origin guard has let it through. */
const throughGuard = (headers: Record<string, string>, context: Record<string, unknown> = ORIGIN_GUARD_CONTEXT) => {
  const request = event(headers);
  return {
    ...request,
    requestContext: { ...request.requestContext, authorizer: { lambda: context } },
  } as APIGatewayProxyEventV2;
};

describe('client address', () => {
  it("takes CloudFront's viewer address (IPv4 or IPv6, without the port) on a request the origin guard let through", () => {
    expect(clientIpOf(throughGuard({ [VIEWER_ADDRESS_HEADER]: '198.51.100.10:46532' }))).toBe('198.51.100.10');
    expect(clientIpOf(throughGuard({ [VIEWER_ADDRESS_HEADER]: '2001:db8::7:46532' }))).toBe('2001:db8::7');
  });

  it('never trusts x-forwarded-for: behind API Gateway its last entry is the CloudFront edge, shared by many viewers', () => {
    // The shape a request arrives in: viewer-supplied entries, the viewer, then the edge server.
    const viaCloudFront = throughGuard({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 130.176.1.20' });
    expect(clientIpOf(viaCloudFront)).toBe('127.0.0.1');
  });

  it('ignores the viewer header on a request the guard did not pass, whatever headers it carries', () => {
    expect(clientIpOf(event({ [VIEWER_ADDRESS_HEADER]: '203.0.113.7:1234' }))).toBe('127.0.0.1');
    // A caller may send any header, the secret's name included; only API Gateway sets the context.
    expect(
      clientIpOf(
        event({ [ORIGIN_VERIFY_HEADER]: 'origin', [VIEWER_ADDRESS_HEADER]: '203.0.113.7:1234', origin: 'cloudfront' }),
      ),
    ).toBe('127.0.0.1');
    expect(clientIpOf(throughGuard({ [VIEWER_ADDRESS_HEADER]: '203.0.113.7:1234' }, { origin: 'other' }))).toBe(
      '127.0.0.1',
    );
  });
});
