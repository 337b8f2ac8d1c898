import { keys } from './keys.js';
import { epochSeconds } from './item.js';
import type { SendingClaim } from './sending-claims.js';
import type { EscalationKind } from '@shared/domain/rules.js';
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

/**
 * A rule's escalation of one report to one staff user (issue #34), sent once ever (sending-claims.ts):
 * the claim lives in the report's partition and goes when the report is deleted.
 */
export const ruleEscalationClaim = (
  tenantId: string,
  reportId: string,
  kind: EscalationKind,
  userId: string,
  now: Date,
): SendingClaim => ({
  key: keys.ruleEscalation(tenantId, reportId, kind, userId),
  entity: 'ruleEscalation',
  attributes: { tenantId, reportId, kind, userId, sentOn: now.toISOString() },
});
