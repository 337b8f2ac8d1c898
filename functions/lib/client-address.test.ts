import { describe, expect, it } from 'vitest';
import { lambdaEvent } from '../../tests/support/lambda-event.js';
import { ORIGIN_VERIFY_HEADER, clientIpOf } from './client-address.js';

const event = (headers: Record<string, string>) => lambdaEvent({ method: 'GET', path: '/api/health', headers });

describe('client address', () => {
  it("takes the viewer address CloudFront appended when the request carries CloudFront's secret", () => {
    const viaCloudFront = event({ [ORIGIN_VERIFY_HEADER]: 'secret', 'x-forwarded-for': '6.6.6.6, 203.0.113.7' });
    expect(clientIpOf(viaCloudFront, 'secret')).toBe('203.0.113.7');
  });

  it('ignores forwarded addresses without the secret or with a wrong one', () => {
    expect(clientIpOf(event({ 'x-forwarded-for': '203.0.113.7' }), 'secret')).toBe('127.0.0.1');
    expect(clientIpOf(event({ [ORIGIN_VERIFY_HEADER]: 'guess', 'x-forwarded-for': '203.0.113.7' }), 'secret')).toBe('127.0.0.1');
    expect(clientIpOf(event({ [ORIGIN_VERIFY_HEADER]: 'secret', 'x-forwarded-for': '203.0.113.7' }), undefined)).toBe('127.0.0.1');
  });
});
