import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { accessFor, defaultAccess } from '../../infra/access.js';
import { DEFAULTS, readConfig } from '../../infra/config.js';

const read = (context: Record<string, unknown>, env: Record<string, string | undefined> = {}) =>
  readConfig(new App({ context }).node, env);

describe('deployment settings', () => {
  it('synthesises with no settings and no credentials: dummy account, eu-central-1, default sender', () => {
    const config = read({});
    expect(config.env).toEqual({ account: DEFAULTS.account, region: DEFAULTS.region });
    expect(config.mailFrom).toBe(DEFAULTS.mailFrom);
    expect(config.siteOrigin).toBeUndefined();
    expect(config.regionWarning).toBeUndefined();
  });

  it('takes account and region from the CDK CLI', () => {
    const config = read({}, { CDK_DEFAULT_ACCOUNT: '123456789012', CDK_DEFAULT_REGION: 'eu-west-1' });
    expect(config.env).toEqual({ account: '123456789012', region: 'eu-west-1' });
  });

  it('flags a non-EU region nobody asked for (the CLI falls back to us-east-1)', () => {
    expect(read({}, { CDK_DEFAULT_REGION: 'us-east-1' }).regionWarning).toMatch(/-c region=eu-central-1/);
    expect(read({ region: 'us-east-1' }, { CDK_DEFAULT_REGION: 'us-east-1' }).regionWarning).toBeUndefined();
  });

  it('lets -c region win over the profile', () => {
    expect(read({ region: 'eu-north-1' }, { CDK_DEFAULT_REGION: 'us-east-1' }).env.region).toBe('eu-north-1');
  });

  it('derives the site origin from the domain name', () => {
    const config = read({
      domainName: 'Zgloszenia.Example.PL',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0b1c2d3e-aaaa-bbbb-cccc-123456789abc',
    });
    expect(config.siteOrigin).toBe('https://zgloszenia.example.pl');
  });

  it('normalises an explicit site origin and refuses one with a path or plain http', () => {
    expect(read({ siteOrigin: 'https://d111.cloudfront.net/' }).siteOrigin).toBe('https://d111.cloudfront.net');
    expect(() => read({ siteOrigin: 'https://example.pl/app' })).toThrow(/without path/);
    expect(() => read({ siteOrigin: 'http://example.pl' })).toThrow(/https/);
  });

  it('refuses a domain name without a us-east-1 certificate', () => {
    expect(() => read({ domainName: 'zgloszenia.example.pl' })).toThrow(/certificateArn/);
    expect(() =>
      read({ domainName: 'zgloszenia.example.pl', certificateArn: 'arn:aws:acm:eu-central-1:123456789012:certificate/abc' }),
    ).toThrow(/us-east-1/);
  });

  it('refuses a sender with a display name (the SES condition compares the bare address)', () => {
    expect(() => read({ mailFrom: 'Ostoja <no-reply@ostoja.example>' })).toThrow(/bare e-mail/);
  });

  it('reads throttling limits as positive integers', () => {
    expect(read({ apiRateLimit: '50', apiBurstLimit: 80 }).apiThrottle).toEqual({ rateLimit: 50, burstLimit: 80 });
    expect(() => read({ apiRateLimit: 'fast' })).toThrow(/positive integer/);
  });
});

describe('area access map', () => {
  it('gives an area it does not list read/write on the table and nothing else', () => {
    expect(accessFor('some-future-area')).toEqual(defaultAccess);
    expect(defaultAccess).toEqual({ table: 'readWrite', files: 'none', email: false, sms: false });
  });

  it('does not mistake Object.prototype names for areas', () => {
    expect(accessFor('constructor')).toEqual(defaultAccess);
  });
});
