import type { TableKey } from './table-spec.js';
import { SECOND } from '@shared/domain/time.js';

/** What an item is, recorded on every item as `entity` (with its schema version `v`). */
export type EntityName =
  | 'tenant'
  | 'tenantDirectoryEntry'
  | 'deadlineDigest'
  | 'ruleEscalation'
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
  | 'totpChallenge'
  | 'passkey'
  | 'webauthnChallenge'
  | 'serverSecret'
  | 'rateLimit'
  | 'category'
  | 'categoryFile'
  | 'defaultCategory'
  | 'report'
  | 'reportFile'
  | 'reportNote'
  | 'reportProtocol'
  | 'identifier'
  | 'submissionSlot'
  | 'logEntry'
  | 'reportMessage'
  | 'reportMessageId'
  | 'logHead'
  | 'logAnchorMark'
  | 'reportLogLink'
  | 'settingsUpload'
  | 'acknowledgementTemplate'
  | 'procedureVersion'
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
  | 'reportStatistics'
  | 'reportListEntry'
  | 'reportHandler'
  | 'reportPurge'
  | 'categoryCounters'
  | 'replyNotice'
  | 'replyNoticeDue'
  | 'minimisationMark'
  | 'minimisationDue';

/**
 * The schema version every entity is written with now (`v`). A reader accepts this version and
 * the next (query.ts), so during a rolling deploy the old code reads what the new code wrote:
 * the next version may only add attributes. Raise a number only together with its schema.
 */
export const entityVersions = {
  tenant: 1,
  tenantDirectoryEntry: 1,
  deadlineDigest: 1,
  ruleEscalation: 1,
  alias: 1,
  counters: 1,
  emailClaim: 1,
  staffUser: 1,
  staffSession: 1,
  inboxSession: 1,
  activationLink: 1,
  resetLink: 1,
  invitation: 1,
  smsChallenge: 1,
  totpChallenge: 1,
  passkey: 1,
  webauthnChallenge: 1,
  serverSecret: 1,
  rateLimit: 1,
  category: 1,
  categoryFile: 1,
  defaultCategory: 1,
  /** 2: list attributes and the `Lists` index keys. */
  report: 2,
  reportFile: 1,
  reportNote: 1,
  reportProtocol: 1,
  identifier: 1,
  submissionSlot: 1,
  logEntry: 1,
  reportMessage: 1,
  reportMessageId: 1,
  logHead: 1,
  logAnchorMark: 1,
  reportLogLink: 1,
  settingsUpload: 1,
  acknowledgementTemplate: 1,
  procedureVersion: 1,
  phonePinClaim: 1,
  reportAddressClaim: 1,
  inboundMail: 1,
  forward: 1,
  share: 1,
  shareExpiry: 1,
  mailMessage: 1,
  order: 1,
  paymentToken: 1,
  discountCode: 1,
  invoiceCounter: 1,
  invoiceRegisterEntry: 1,
  paymentRefusal: 1,
  licenceReminder: 1,
  operatorLogEntry: 1,
  reportStatistics: 1,
  reportListEntry: 1,
  reportHandler: 1,
  reportPurge: 1,
  categoryCounters: 1,
  replyNotice: 1,
  replyNoticeDue: 1,
  minimisationMark: 1,
  minimisationDue: 1,
} as const satisfies Record<EntityName, number>;

/** An item as stored: its key, what it is and its version, then its attributes. */
export const tableItem = (key: TableKey, entity: EntityName, attributes: object): Record<string, unknown> => ({
  ...key,
  entity,
  v: entityVersions[entity],
  ...attributes,
});

/**
 * The SET clause of an update that may make its item (a counter moved first): the item gets its
 * entity and version as `tableItem` would give them; an item that has them keeps them.
 */
export const madeByUpdate = (entity: EntityName) => ({
  set: 'entity = if_not_exists(entity, :entity), v = if_not_exists(v, :v)',
  values: { ':entity': entity, ':v': entityVersions[entity] },
});

/** An expiry as the TTL attribute wants it (DynamoDB deletes the item after it, hours late). */
export const epochSeconds = (expiresAt: string | Date): number =>
  Math.floor((typeof expiresAt === 'string' ? Date.parse(expiresAt) : expiresAt.getTime()) / SECOND);
