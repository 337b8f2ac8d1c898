import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openNoticeAddress, sealNoticeAddress } from './reply-notice-key.js';

const owner = { tenantId: 't-1', reportId: 'r-1' };

beforeEach(() => {
  vi.stubEnv('REPLY_NOTICE_KEY', randomBytes(32).toString('base64url'));
  vi.stubEnv('REPLY_NOTICE_KMS_KEY_ID', '');
});
afterEach(() => vi.unstubAllEnvs());

describe('a notice address sealed under the local key', () => {
  it('holds no trace of the address and opens back to it for its own report', async () => {
    const sealed = await sealNoticeAddress('sygnalista@poczta.pl', owner);
    expect(sealed.keyBy).toBe('local');
    expect(JSON.stringify(sealed)).not.toMatch(/sygnalista|poczta/);
    expect(await openNoticeAddress(sealed, owner)).toBe('sygnalista@poczta.pl');
  });

  it('does not open for another report, nor after a changed byte, nor under another key', async () => {
    const sealed = await sealNoticeAddress('601234567', owner);
    await expect(openNoticeAddress(sealed, { ...owner, reportId: 'r-2' })).rejects.toThrow();
    const ct = Buffer.from(sealed.ct, 'base64url');
    ct[0]! ^= 1;
    await expect(openNoticeAddress({ ...sealed, ct: ct.toString('base64url') }, owner)).rejects.toThrow();
    vi.stubEnv('REPLY_NOTICE_KEY', randomBytes(32).toString('base64url'));
    await expect(openNoticeAddress(sealed, owner)).rejects.toThrow();
  });

  it('seals the same address differently each time', async () => {
    const [a, b] = await Promise.all([sealNoticeAddress('a@b.pl', owner), sealNoticeAddress('a@b.pl', owner)]);
    expect(a.ct).not.toBe(b.ct);
    expect(a.wrappedKey).not.toBe(b.wrappedKey);
  });
});
