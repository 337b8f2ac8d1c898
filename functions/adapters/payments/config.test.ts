import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Przelewy24Config } from './przelewy24.js';

/** The local way of giving the keys (P24_API_KEY / P24_CRC): what a rotated secret changes. */
const keysInEnv = (name: string) => {
  vi.stubEnv('P24_API_KEY', `api-${name}`);
  vi.stubEnv('P24_CRC', `crc-${name}`);
};

/** The module with nothing read yet (and the error class of the same module graph). */
const freshConfigModule = async () => {
  vi.resetModules();
  return { ...(await import('./config.js')), Przelewy24Error: (await import('./przelewy24.js')).Przelewy24Error };
};

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z'), toFake: ['Date'] });
  vi.stubEnv('P24_MERCHANT_ID', '100001');
  vi.stubEnv('P24_SECRET_ARN', '');
  keysInEnv('old');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('the Przelewy24 keys an instance holds after they are rotated', () => {
  it('keeps the keys it read for five minutes, then reads them again', async () => {
    const { przelewy24Config } = await freshConfigModule();
    expect((await przelewy24Config()).crc).toBe('crc-old');
    keysInEnv('new');
    vi.advanceTimersByTime(4 * 60_000);
    expect((await przelewy24Config()).crc).toBe('crc-old');
    vi.advanceTimersByTime(60_001);
    expect((await przelewy24Config()).crc).toBe('crc-new');
  });

  it('reads them again when asked, but not twice within ten seconds', async () => {
    const { przelewy24Config } = await freshConfigModule();
    await przelewy24Config();
    keysInEnv('new');
    expect((await przelewy24Config({ reread: true })).crc).toBe('crc-old');
    vi.advanceTimersByTime(10_001);
    expect((await przelewy24Config({ reread: true })).crc).toBe('crc-new');
  });

  it('calls Przelewy24 once more with the keys read again when it refuses them (401)', async () => {
    const { przelewy24Config, withPrzelewy24Keys, Przelewy24Error } = await freshConfigModule();
    await przelewy24Config();
    keysInEnv('new');
    vi.advanceTimersByTime(10_001);
    const used: string[] = [];
    const answer = await withPrzelewy24Keys(async (config: Przelewy24Config) => {
      used.push(config.apiKey);
      if (config.apiKey !== 'api-new') throw new Przelewy24Error('Przelewy24 answered 401', 401);
      return 'registered';
    });
    expect([answer, used]).toEqual(['registered', ['api-old', 'api-new']]);
  });

  it('does not retry any other failure', async () => {
    const { withPrzelewy24Keys, Przelewy24Error } = await freshConfigModule();
    let calls = 0;
    const failing = withPrzelewy24Keys(() => {
      calls += 1;
      return Promise.reject(new Przelewy24Error('Przelewy24 answered 400', 400));
    });
    await expect(failing).rejects.toThrow('400');
    expect(calls).toBe(1);
  });
});
