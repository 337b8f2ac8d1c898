import { keys } from './keys.js';
import { epochSeconds } from './item.js';
import type { SendingClaim } from './sending-claims.js';
import { addDays } from '@shared/domain/time.js';

/**
 * Today's digest of one staff user, sent once whatever the retries (sending-claims.ts). The item
 * lives two days.
 */
export const deadlineDigestClaim = (day: string, tenantId: string, userId: string, now: Date): SendingClaim => ({
  key: keys.deadlineDigest(day, tenantId, userId),
  entity: 'deadlineDigest',
  attributes: { tenantId, userId, day, expiresAtEpoch: epochSeconds(addDays(now, 2)) },
});
