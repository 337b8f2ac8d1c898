import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTotpSecret, sealTotpSecret } from './totp-secret-key.js';

const owner = { tenantId: 't-1', userId: 'u-1' };
const secret = 'OSTOJADEMOAPLIKACJAUWIERZYTELNIA';

beforeEach(() => {
  vi.stubEnv('TOTP_KEY', randomBytes(32).toString('base64url'));
  vi.stubEnv('TOTP_KMS_KEY_ID', '');
});
afterEach(() => vi.unstubAllEnvs());

describe('an authenticator secret sealed under the local key', () => {
  it('holds no trace of the secret and opens back to it for its own user only', async () => {
    const sealed = await sealTotpSecret(secret, owner);
    expect(JSON.stringify(sealed)).not.toContain(secret);
    expect(await openTotpSecret(sealed, owner)).toBe(secret);
    await expect(openTotpSecret(sealed, { ...owner, userId: 'u-2' })).rejects.toThrow();
    await expect(openTotpSecret(sealed, { ...owner, tenantId: 't-2' })).rejects.toThrow();
  });

  it('does not open after the key changed', async () => {
    const sealed = await sealTotpSecret(secret, owner);
    vi.stubEnv('TOTP_KEY', randomBytes(32).toString('base64url'));
    await expect(openTotpSecret(sealed, owner)).rejects.toThrow();
  });
});
