import type { EscalationKind } from '@shared/domain/rules.js';
import { keys } from './keys.js';
import type { SendingClaim } from './sending-claims.js';

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
