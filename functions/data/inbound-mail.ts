import { DataError } from './data-error.js';
import { epochSeconds, tableItem } from './item.js';
import { keys } from './keys.js';
import type { TxWrite } from './transact.js';
import { addDays } from '@shared/domain/time.js';

/**
 * A received e-mail turned into a report of one organisation (the e-mail channel, type 3): written
 * in the report's transaction, so that a retried delivery of the same stored message (SES invokes
 * the function again, or the local server is asked twice) never makes a second report of it.
 * Kept for a week (TTL): SES's message ids are never reused.
 */
export class InboundMailSeenError extends DataError {}

const KEEP_DAYS = 7;

export const inboundMailWrite = (messageKey: string, tenantId: string, reportId: string, now: Date): TxWrite => {
  const expiresAt = addDays(now, KEEP_DAYS).toISOString();
  return {
    Put: {
      Item: tableItem(keys.inboundMail(messageKey, tenantId), 'inboundMail', {
        tenantId,
        reportId,
        receivedAt: now.toISOString(),
        expiresAt,
        expiresAtEpoch: epochSeconds(expiresAt),
      }),
      ConditionExpression: 'attribute_not_exists(PK)',
    },
    failure: new InboundMailSeenError('CONFLICT'),
  };
};
