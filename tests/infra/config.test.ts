import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { accessFor, areaAccess, defaultAccess, routeAccess } from '../../infra/access.js';
import { EXAMPLE_ENVIRONMENT, readConfig, resolveEnvironment, type EnvironmentSettings } from '../../infra/config.js';
import { environments } from '../../infra/environments.js';
import { productionLike } from './test-app.js';

const resolve = (changes: Partial<EnvironmentSettings>, processEnv: Record<string, string> = {}) =>
  resolveEnvironment('prod', { ...productionLike, ...changes }, processEnv);

const without = (...keys: (keyof EnvironmentSettings)[]): EnvironmentSettings => {
  const copy: Record<string, unknown> = { ...productionLike };
  for (const key of keys) delete copy[key];
  return copy as unknown as EnvironmentSettings;
};

describe('choosing an environment', () => {
  it('synthesises the example environment with no -c env and no credentials: offline, never deployable', () => {
    const config = readConfig(new App().node, {});
    expect(config.name).toBe(EXAMPLE_ENVIRONMENT);
    expect(config.env).toEqual({ account: '000000000000', region: 'eu-central-1' });
    expect(config.mail.from).toBe('no-reply@ostoja.example');
    expect(config.siteOrigin).toBeUndefined();
  });

  it('copies to a second region only inside the EEA, and never to the same region', () => {
    expect(resolve({}).drRegion).toBe('eu-west-1');
    expect(resolve({ region: 'eu-west-1' }).drRegion).toBe('eu-central-1');
    expect(() => resolve({ drRegion: 'eu-west-2' })).toThrow(/inside the EEA/);
    expect(() => resolve({ drRegion: 'eu-central-1' })).toThrow(/must differ/);
  });

  it('refuses the committed production entry until its placeholders are replaced', () => {
    expect(() => readConfig(new App({ context: { env: 'prod' } }).node, {})).toThrow(
      /"account" is still the placeholder/,
    );
    expect(() => resolveEnvironment('prod', { ...environments.prod, account: '123456789012' })).toThrow(
      /"mailFrom" is the placeholder/,
    );
    expect(() =>
      resolveEnvironment('prod', {
        ...environments.prod,
        account: '123456789012',
        mailFrom: 'powiadomienia@zgloszenia.ostoja.pl',
        domainName: 'zgloszenia.ostoja.pl',
        hostedZoneName: 'ostoja.pl',
        alarmEmails: ['dyzurni@ostoja.pl'],
      }),
    ).toThrow(/"noticeSender" is the placeholder/);
  });

  it('names the known environments when asked for another', () => {
    expect(() => readConfig(new App({ context: { env: 'staging' } }).node, {})).toThrow(
      /no such environment.*example, prod/,
    );
  });

  it('refuses per-setting flags, so a deploy cannot differ from the committed entry', () => {
    expect(() => readConfig(new App({ context: { mailFrom: 'x@ostoja.pl' } }).node, {})).toThrow(
      /-c mailFrom=… is not read any more/,
    );
    expect(() => readConfig(new App({ context: { siteOrigin: 'https://d1.cloudfront.net' } }).node, {})).toThrow(
      /infra\/environments\.ts/,
    );
  });
});

describe('a deployable environment', () => {
  it('derives the site origin, the SES identity and the MAIL FROM domain', () => {
    const config = resolve({});
    expect(config.siteOrigin).toBe('https://zgloszenia.ostoja.pl');
    expect(config.mail).toEqual({
      from: 'powiadomienia@zgloszenia.ostoja.pl',
      domain: 'zgloszenia.ostoja.pl',
      mailFromDomain: 'bounce.zgloszenia.ostoja.pl',
      receivingDomain: 'reports.zgloszenia.ostoja.pl',
      // The notice of replies' sender by default: a neutral name at the sender's domain (decision 209).
      notice: {
        from: 'Powiadomienie <powiadomienie@zgloszenia.ostoja.pl>',
        address: 'powiadomienie@zgloszenia.ostoja.pl',
        domain: 'zgloszenia.ostoja.pl',
        smsSenderId: 'Info',
      },
    });
    expect(config.hostedZone).toEqual({ id: 'Z0123456789ABCDEFGHIJ', name: 'ostoja.pl' });
    expect(config.backups).toBe(true);
  });

  it('is a synth error with the placeholder sender', () => {
    expect(() => resolve({ mailFrom: 'no-reply@ostoja.example' })).toThrow(/"mailFrom" is the placeholder/);
    expect(() => resolve({ mailFrom: 'ktos@example.com' })).toThrow(/placeholder/);
  });

  it('sends the notice of replies as a neutral sender of its own, refusing one that names the product', () => {
    expect(
      resolve({ noticeSender: 'info@skrzynka-wiadomosci.pl', noticeSmsSenderId: 'Wiadomosc' }).mail.notice,
    ).toEqual({
      from: 'Powiadomienie <info@skrzynka-wiadomosci.pl>',
      address: 'info@skrzynka-wiadomosci.pl',
      domain: 'skrzynka-wiadomosci.pl',
      smsSenderId: 'Wiadomosc',
    });
    expect(() => resolve({ noticeSender: 'powiadomienie@ostoja.pl' })).toThrow(/"noticeSender" names the product/);
    expect(() => resolve({ noticeSender: 'Info <info@skrzynka.pl>' })).toThrow(/bare e-mail/);
    expect(() => resolve({ noticeSender: 'info@skrzynka.example' })).toThrow(/placeholder/);
    for (const senderId of ['Ostoja', 'OSTOJA24', 'ab', 'Za-dlugi-identyfikator', '12345', 'Z spacja'])
      expect(() => resolve({ noticeSmsSenderId: senderId }), senderId).toThrow(/"noticeSmsSenderId"/);
  });

  it('refuses a sender with a display name (the SES condition compares the bare address)', () => {
    expect(() => resolve({ mailFrom: 'Ostoja <no-reply@ostoja.pl>' })).toThrow(/bare e-mail/);
  });

  it('is a synth error in a non-EU region nobody chose (the CLI falls back to us-east-1)', () => {
    expect(() => resolveEnvironment('prod', without('region'), { CDK_DEFAULT_REGION: 'us-east-1' })).toThrow(
      /Reports are personal data/,
    );
    expect(() => resolveEnvironment('prod', without('region'), {})).toThrow(/"region" is missing/);
    expect(resolveEnvironment('prod', without('region'), { CDK_DEFAULT_REGION: 'eu-west-1' }).env.region).toBe(
      'eu-west-1',
    );
  });

  it('accepts a region written into the entry, which is an explicit choice', () => {
    expect(resolve({ region: 'eu-north-1' }, { CDK_DEFAULT_REGION: 'us-east-1' }).env.region).toBe('eu-north-1');
  });

  it('needs a certificate or a hosted zone for its domain, and the domain inside the zone', () => {
    const noZone = without('hostedZoneId', 'hostedZoneName');
    expect(() => resolveEnvironment('prod', noZone)).toThrow(/needs a hosted zone .* or "certificateArn"/);
    expect(() =>
      resolveEnvironment('prod', {
        ...noZone,
        certificateArn: 'arn:aws:acm:eu-central-1:123456789012:certificate/abc',
      }),
    ).toThrow(/us-east-1/);
    const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/0b1c2d3e-aaaa-bbbb-cccc-123456789abc';
    expect(resolveEnvironment('prod', { ...noZone, certificateArn }).certificateArn).toBe(certificateArn);
    expect(() => resolve({ certificateArn })).toThrow(/exclude each other/);
    expect(() => resolve({ domainName: 'zgloszenia.inna.pl' })).toThrow(/not inside the hosted zone ostoja.pl/);
  });

  it('takes the site origin from the entry when there is no domain, normalised', () => {
    const noDomain = without('domainName', 'hostedZoneId', 'hostedZoneName');
    expect(resolveEnvironment('prod', { ...noDomain, siteOrigin: 'https://d111.cloudfront.net/' }).siteOrigin).toBe(
      'https://d111.cloudfront.net',
    );
    expect(() => resolveEnvironment('prod', { ...noDomain, siteOrigin: 'https://example.pl/app' })).toThrow(
      /without path/,
    );
    expect(() => resolveEnvironment('prod', { ...noDomain, siteOrigin: 'http://example.pl' })).toThrow(/https/);
    expect(resolveEnvironment('prod', noDomain).siteOrigin).toBeUndefined();
  });

  it('needs someone to receive the alarms', () => {
    expect(() => resolve({ alarmEmails: [] })).toThrow(/"alarmEmails" is empty/);
    expect(() => resolve({ alarmEmails: ['dyżur'] })).toThrow(/not an e-mail address/);
  });

  it('reads throttling limits as positive integers', () => {
    expect(resolve({ apiRateLimit: 50, apiBurstLimit: 80 }).apiThrottle).toEqual({ rateLimit: 50, burstLimit: 80 });
    expect(() => resolve({ apiRateLimit: 0 })).toThrow(/positive integer/);
  });
});

describe('access map', () => {
  it("gives an area it does not list a staff handler's table access and nothing else", () => {
    expect(accessFor('some-future-area')).toEqual(defaultAccess);
    expect(defaultAccess).toMatchObject({ files: {}, listFiles: false, email: false, sms: false });
    expect(defaultAccess.table).not.toContain('DeleteItem');
  });

  it('lets a route replace only the fields its line names', () => {
    expect(accessFor('auth', 'logout')).toEqual({
      ...accessFor('auth'),
      table: ['GetItem', 'UpdateItem', 'DeleteItem'],
      email: false,
      sms: false,
    });
    expect(accessFor('auth', 'a-future-auth-route')).toEqual(accessFor('auth'));
  });

  it('does not mistake Object.prototype names for areas or routes', () => {
    expect(accessFor('constructor', 'toString')).toEqual(defaultAccess);
  });

  it('lets no area or route remove file versions: only a job that declares it may (jobs.ts)', () => {
    for (const line of [...Object.values(areaAccess), ...Object.values(routeAccess)]) {
      for (const rights of Object.values(line.files ?? {})) expect(rights).not.toContain('purge');
    }
  });
});
