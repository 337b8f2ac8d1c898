import type { TableKey } from './table-spec.js';

/** What an item is, recorded on every item as `entity` (with its schema version `v`). */
export type EntityName =
  | 'tenant'
  | 'tenantDirectoryEntry'
  | 'deadlineDigest'
  | 'alias'
  | 'counters'
  | 'emailClaim'
  | 'staffUser'
  | 'staffSession'
  | 'inboxSession'
  | 'activationLink'
  | 'resetLink'
  | 'invitation'
  | 'smsChallenge'
  | 'serverSecret'
  | 'rateLimit'
  | 'category'
  | 'categoryFile'
  | 'defaultCategory'
  | 'report'
  | 'reportFile'
  | 'reportNote'
  | 'identifier'
  | 'submissionSlot'
  | 'logEntry'
  | 'reportMessage'
  | 'reportMessageId'
  | 'logHead'
  | 'reportLogLink'
  | 'settingsUpload'
  | 'phonePinClaim'
  | 'reportAddressClaim'
  | 'inboundMail'
  | 'forward'
  | 'share'
  | 'shareExpiry'
  | 'mailMessage'
  | 'order'
  | 'paymentToken'
  | 'discountCode'
  | 'invoiceCounter'
  | 'invoiceRegisterEntry'
  | 'paymentRefusal'
  | 'licenceReminder'
  | 'operatorLogEntry'
  | 'reportStatistics';

/** An item as stored: its key, what it is and its version, then its attributes. */
export const tableItem = (key: TableKey, entity: EntityName, attributes: object, v = 1): Record<string, unknown> => ({
  ...key,
  entity,
  v,
  ...attributes,
});

/** An expiry as the TTL attribute wants it (DynamoDB deletes the item after it, hours late). */
export const epochSeconds = (expiresAt: string | Date): number =>
  Math.floor((typeof expiresAt === 'string' ? Date.parse(expiresAt) : expiresAt.getTime()) / 1000);
