import { describe, expect, it } from 'vitest';
import { unlockedKeysFixture } from '../test/key-fixtures.js';
import { notifyUnauthorized } from './auth-events.js';
import { clearKeys, getKeys, getKeysState, restoreKeys, saveKeys, subscribeKeys } from './key-store.js';

describe('key store', () => {
  it('holds the keys of one user; another user finds none', async () => {
    const keys = unlockedKeysFixture();
    await saveKeys('user-1', keys);
    expect(getKeys('user-1')).toBe(keys);
    expect(getKeys('user-2')).toBeNull();
    expect(await restoreKeys('user-2')).toBeNull();
  });

  it('tells listeners when the keys change', async () => {
    let calls = 0;
    const stop = subscribeKeys(() => (calls += 1));
    await saveKeys('user-1', unlockedKeysFixture());
    await clearKeys();
    stop();
    expect(calls).toBe(2);
  });

  it('erased at logout: the state says the session ended here, until new keys arrive', async () => {
    await saveKeys('user-1', unlockedKeysFixture());
    await clearKeys();
    expect(getKeys('user-1')).toBeNull();
    expect(getKeysState('user-1')).toBe('ended');
    await saveKeys('user-1', unlockedKeysFixture('noOrganisationKey'));
    expect(getKeysState('user-1')).toMatchObject({ organisationPrivateKey: null });
  });

  it('any 401 from a back-office call erases the keys', async () => {
    await saveKeys('user-1', unlockedKeysFixture());
    notifyUnauthorized();
    expect(getKeys('user-1')).toBeNull();
  });
});
