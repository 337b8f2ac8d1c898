import { vi } from 'vitest';

/**
 * Stands in for `lib/inbox-crypto.ts` in component tests: no Argon2id in jsdom. The derived
 * authKey is a fixed 32-byte value; K is a fresh AES key.
 */
export const FAKE_AUTH_KEY = 'A'.repeat(43);

const fakeKeys = async () => ({
  authKey: FAKE_AUTH_KEY,
  kek: await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']),
});

export const deriveReporterKeys = vi.fn(fakeKeys);
export const derivePhoneCaseKeys = vi.fn(fakeKeys);
export const openReportKey = vi.fn(() =>
  crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']),
);
