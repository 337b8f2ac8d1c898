import { describe, expect, it } from 'vitest';
import { lambdaEvent } from '../../tests/support/lambda-event.js';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER, clientIpOf } from './client-address.js';

const event = (headers: Record<string, string>) => lambdaEvent({ method: 'GET', path: '/api/health', headers });

describe('client address', () => {
  it("takes CloudFront's viewer address (IPv4 or IPv6, without the port) when the request carries CloudFront's secret", () => {
    expect(
      clientIpOf(event({ [ORIGIN_VERIFY_HEADER]: 'secret', [VIEWER_ADDRESS_HEADER]: '198.51.100.10:46532' }), 'secret'),
    ).toBe('198.51.100.10');
    expect(
      clientIpOf(event({ [ORIGIN_VERIFY_HEADER]: 'secret', [VIEWER_ADDRESS_HEADER]: '2001:db8::7:46532' }), 'secret'),
    ).toBe('2001:db8::7');
  });

  it('never trusts x-forwarded-for: behind API Gateway its last entry is the CloudFront edge, shared by many viewers', () => {
    // The shape a request arrives in: viewer-supplied entries, the viewer, then the edge server.
    const viaCloudFront = event({
      [ORIGIN_VERIFY_HEADER]: 'secret',
      'x-forwarded-for': '6.6.6.6, 203.0.113.7, 130.176.1.20',
    });
    expect(clientIpOf(viaCloudFront, 'secret')).toBe('127.0.0.1');
  });

  it('ignores the viewer header without the secret or with a wrong one', () => {
    expect(clientIpOf(event({ [VIEWER_ADDRESS_HEADER]: '203.0.113.7:1234' }), 'secret')).toBe('127.0.0.1');
    expect(
      clientIpOf(event({ [ORIGIN_VERIFY_HEADER]: 'guess', [VIEWER_ADDRESS_HEADER]: '203.0.113.7:1234' }), 'secret'),
    ).toBe('127.0.0.1');
    expect(
      clientIpOf(event({ [ORIGIN_VERIFY_HEADER]: 'secret', [VIEWER_ADDRESS_HEADER]: '203.0.113.7:1234' }), undefined),
    ).toBe('127.0.0.1');
  });
});
