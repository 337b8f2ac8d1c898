import { describe, expect, it } from 'vitest';
import { checkRecoveryKey } from './account';
import { generateKeyPair } from './keypairs';
import { generateRecoveryKey, wrapKeyWithRecoveryKey } from './recovery-key';
import { cryptoErrorOf } from './test/testing';

describe('checking a kept recovery key (first steps)', () => {
  it('accepts the key that wrapped the organisation key, as typed by a person, and tells a typo from another key', async () => {
    const organisation = await generateKeyPair();
    const recoveryKey = await generateRecoveryKey();
    const keys = { organisation: { wrappedForRecovery: await wrapKeyWithRecoveryKey(organisation.privateKey, 'org-private-key', recoveryKey) } };

    await expect(checkRecoveryKey(recoveryKey.toLowerCase().replace(/-/g, ' '), keys)).resolves.toBeUndefined();
    const typo = recoveryKey.slice(0, -1) + (recoveryKey.endsWith('0') ? '1' : '0');
    expect((await cryptoErrorOf(() => checkRecoveryKey(typo, keys))).code).toBe('BAD_RECOVERY_KEY');
    expect((await cryptoErrorOf(async () => checkRecoveryKey(await generateRecoveryKey(), keys))).code).toBe('WRONG_RECOVERY_KEY');
  });
});
