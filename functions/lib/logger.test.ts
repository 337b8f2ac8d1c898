import type { Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Logger from './logger.js';

/** The JSON lines the function wrote, as CloudWatch shows them. */
let lines: string[] = [];
const written = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

/** A fresh logger module: a new Lambda instance, whose first invocation is a cold start. */
async function freshLogger(): Promise<typeof Logger> {
  vi.resetModules();
  return import('./logger.js');
}

const context = (awsRequestId: string) => ({ awsRequestId }) as Context;

beforeEach(() => {
  vi.stubEnv('LOG_LEVEL', 'info');
  lines = [];
  const capture = (line: string) => void lines.push(line);
  vi.spyOn(console, 'log').mockImplementation(capture);
  vi.spyOn(console, 'error').mockImplementation(capture);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('log lines of an invocation', () => {
  it('carry its request id, whether it was a cold start, and its X-Ray trace id', async () => {
    const { log, withInvocation } = await freshLogger();
    vi.stubEnv('_X_AMZN_TRACE_ID', 'Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=1');
    await withInvocation(context('request-1'), async () => log.info('first'));
    vi.stubEnv('_X_AMZN_TRACE_ID', 'Root=1-5759e988-00000000000000000000000b;Parent=1;Sampled=0');
    await withInvocation(context('request-2'), async () => log.info('second'));
    expect(written()).toMatchObject([
      { message: 'first', requestId: 'request-1', coldStart: true, xrayTraceId: '1-5759e988-bd862e3fe1be46a994272793' },
      {
        message: 'second',
        requestId: 'request-2',
        coldStart: false,
        xrayTraceId: '1-5759e988-00000000000000000000000b',
      },
    ]);
  });

  it('keep apart invocations running at once in one process (the local gateway)', async () => {
    const { log, withInvocation } = await freshLogger();
    const later = () => new Promise((resolve) => setTimeout(resolve, 5));
    await Promise.all([
      withInvocation(context('slow'), async () => {
        await later();
        log.info('from slow');
      }),
      withInvocation(context('fast'), async () => log.info('from fast')),
    ]);
    expect(written().map(({ message, requestId }) => ({ message, requestId }))).toEqual([
      { message: 'from fast', requestId: 'fast' },
      { message: 'from slow', requestId: 'slow' },
    ]);
  });

  it("come from a job's handler too, with the request id Lambda passes it", async () => {
    const { log, loggedHandler } = await freshLogger();
    const handler = loggedHandler(async () => log.info('job ran'));
    await handler({}, context('job-request'));
    expect(written()).toMatchObject([{ message: 'job ran', requestId: 'job-request', coldStart: true }]);
  });
});

describe('what a person reading the logs sees', () => {
  const reportId = '9b2f6c1e-4a7d-4e0b-8c55-123456789012';

  it('sees the report id, the tenant id and the numbers', async () => {
    const { log } = await freshLogger();
    log.info('report purged', { reportId, tenantId: 'acme', durationMs: 123456789, errorCode: 'NOT_FOUND' });
    expect(written()[0]).toMatchObject({ reportId, tenantId: 'acme', durationMs: 123456789, errorCode: 'NOT_FOUND' });
  });

  it('never sees an e-mail address, a phone number or an IP address, wherever it was written', async () => {
    const { log } = await freshLogger();
    log.error('mail to jan.kowalski@example.pl not sent', {
      reason: 'MessageRejected: Email address is not verified: anna.nowak+zgloszenia@firma.com.pl',
      recipients: ['sygnalista@example.org'],
      sms: { to: '+48 600 100 200', other: '600100200', dashed: '600-100-200', foreign: '+4915112345678' },
      from: 'request from 203.0.113.77 refused',
      ipv6: '2001:db8:85a3::8a2e:370:7334',
      loopback: '::1',
    });
    const line = lines[0];
    for (const personal of [
      'jan.kowalski',
      'anna.nowak',
      'sygnalista@',
      '600 100 200',
      '600100200',
      '600-100-200',
      '4915112345678',
      '203.0.113.77',
      '2001:db8',
      '::1',
    ]) {
      expect(line).not.toContain(personal);
    }
    expect(written()[0]).toMatchObject({
      message: 'mail to [redacted] not sent',
      recipients: ['[redacted]'],
      from: 'request from [redacted] refused',
    });
  });

  it('never sees the value of a password, token, key, cookie or secret field, nested or not', async () => {
    const { log } = await freshLogger();
    log.warn('sign-in refused', {
      password: 'Hasło-123',
      inboxToken: 'tok_abc',
      objectKey: 'reports/acme/x',
      apiKey: 'k-123',
      session: { cookie: 'sid=abc', clientSecret: 's3cret' },
    });
    const line = lines[0];
    for (const secret of ['Hasło-123', 'tok_abc', 'reports/acme/x', 'k-123', 'sid=abc', 's3cret']) {
      expect(line).not.toContain(secret);
    }
    expect(written()[0]).toMatchObject({ password: '[redacted]', session: { cookie: '[redacted]' } });
  });

  it('keeps dates and times, which are not addresses', async () => {
    const { log } = await freshLogger();
    log.info('job ran', { at: '2026-11-27T05:56:05.123Z', window: '05:00-06:00' });
    expect(written()[0]).toMatchObject({ at: '2026-11-27T05:56:05.123Z', window: '05:00-06:00' });
  });
});
