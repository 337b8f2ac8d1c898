import type { ShareDetails } from '../api/get-share.js';

/** The share the external page's tests open: its id and what the server answers of it. */
export const SHARE_ID = 'Zp3kQ9wX_4mN-7bV2cR8tY1uI0oP5aS6dF3gH9jK2lM';

export const shareFixture = (overrides: Partial<ShareDetails> = {}): ShareDetails => ({
  organisationName: 'Fundacja Łąka',
  identifier: 'K7QM-3XPA-9B',
  expiresAt: '2026-12-07T10:00:00.000Z',
  expired: false,
  downloadCount: 2,
  downloadsMax: 5,
  email: 'biuro@prokuratura.example',
  ...overrides,
});
