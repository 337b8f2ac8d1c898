/**
 * What each Lambda may touch. Every function has a role of its own whose one inline policy is
 * built from its line here and nothing else (constructs/function-policy.ts): no CDK grant adds to
 * it behind our back.
 *
 * A function's access is its area's line (`areaAccess`, keyed by `contract.area`, the folder
 * under functions/; jobs use `jobs`), with the fields its contract's line (`routeAccess`, keyed by
 * contract name) names replacing the area's. So a new endpoint gets its area's access with no edit
 * here, and a route narrows it by naming only what it uses. An area not listed gets
 * `defaultAccess`: what a staff handler needs and nothing else.
 *
 * - `table`: DynamoDB actions on the one table (`Query` also on its indexes). A transaction needs
 *   the action of each of its writes (Put → PutItem, Update → UpdateItem, Delete → DeleteItem,
 *   ConditionCheck → ConditionCheckItem). Scan and batch writes are not grantable at all.
 *   The handler kit itself reads: a staff session is `BatchGetItem` (the session, its user and
 *   its organisation in one request; `routeFunctionAccess` adds it to every staff route),
 *   `GetItem` (a session id made before ids named their owner) + `UpdateItem` (idle expiry
 *   slides), a reporter session `GetItem`; a rate limit is `PutItem` + `UpdateItem`.
 * - `files`: rights on key prefixes of the files bucket (`read` = GetObject, also HEAD and the
 *   source of a copy; `write` = PutObject, also a copy's target; `delete` = DeleteObject, which on
 *   the versioned bucket only hides the object; `purge` = DeleteObjectVersion and
 *   ListBucketVersions, removing a file for good: only a scheduled job may have it, and its role
 *   then lives under the purge path, the one path the bucket policy lets remove versions).
 *   Presigning counts as the action presigned.
 * - `listFiles`: s3:ListBucket, for HeadBucket and so that a missing object answers 404 (S3
 *   answers 403 without it, which a handler cannot tell from a real refusal).
 * - `email`: ses:SendEmail, only as the configured sender, through the configuration set; `notices`
 *   only as the notice of replies' neutral sender (decision 209), never as the product's.
 * - `sms`: sns:Publish (SMS to a phone number has no resource ARN, so it cannot be narrowed further).
 * - `receiptKey`: the receipt signing key in KMS (docs/security.md §6.8): `sign` = kms:Sign and
 *   kms:GetPublicKey, only for the functions that store a report and sign its receipt; `publish` =
 *   kms:GetPublicKey, for the route that publishes the keys; `none` for every other.
 * - `rateLimitKey`: kms:GenerateMac with the HMAC key that the rate-limit buckets' subjects are
 *   hashed with (functions/adapters/rate-limit-keys.ts), for the routes that count or clear
 *   attempts (functions/lib/rate-limit.ts, functions/data/rate-limits.ts).
 * - `replyNoticeKey`: the KMS key that seals reporters' notice addresses (docs/security.md §6.7,
 *   functions/adapters/reply-notice-key.ts): `seal` = kms:GenerateDataKey, only for the route that
 *   stores a notice; `open` = kms:Decrypt, only for the notifier job; `none` for every other.
 * - `totpKey`: the KMS key that seals staff authenticator secrets (docs/security.md §12.2,
 *   functions/adapters/totp-secret-key.ts): `seal` = kms:GenerateDataKey, for the routes that offer
 *   a secret (the Settings setup, the login that requires one); `open` = kms:Decrypt, for those
 *   that check a code; `none` for every other.
 * - `logAnchor`: the system log's anchor bucket (docs/security.md §8, constructs/log-anchor-bucket.ts):
 *   `read` = GetObject under `heads/` and ListBucket (a missing anchor answers 404), for the route
 *   that serves the log check; `write` = the same and PutObject, only for the anchoring job, whose
 *   role then lives under the anchor path, the one path the bucket's policy lets put; `none` for
 *   every other.
 * - `scan`: the antivirus scan (functions/adapters/antivirus.ts): PutObject, GetObjectTagging and
 *   DeleteObject under `scan/` of the scan bucket GuardDuty watches (constructs/malware-scanning.ts),
 *   `SCAN_BUCKET` set, and a timeout long enough to wait for the verdict. Only the routes that
 *   accept a file the organisation may have scanned.
 *
 * The key prefixes mirror the handlers (`tmp/submissions/`, `reports/`, `tmp/categories/`,
 * `categories/`, `tmp/settings/`, `settings/`); `tmp/` expires after a day (data-stack.ts).
 */
import type { Contract } from '@shared/contracts/contract.js';

export type TableAction =
  'GetItem' | 'BatchGetItem' | 'Query' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'ConditionCheckItem';
export type FileRight = 'read' | 'write' | 'delete' | 'purge';

export interface FunctionAccess {
  table: readonly TableAction[];
  files: Readonly<Record<string, readonly FileRight[]>>;
  listFiles: boolean;
  email: boolean | 'notices';
  sms: boolean;
  scan: boolean;
  receiptKey: 'none' | 'publish' | 'sign';
  rateLimitKey: boolean;
  replyNoticeKey: 'none' | 'seal' | 'open';
  totpKey: 'none' | 'seal' | 'open';
  logAnchor: 'none' | 'read' | 'write';
  /**
   * Removes, in the disaster-recovery replica of the files bucket, the versions it purges in the
   * files bucket (replication copies a delete only as a delete marker): 'Nieistotne dla sprawy'.
   */
  filesReplica?: boolean;
}

const STAFF_SESSION: readonly TableAction[] = ['GetItem', 'UpdateItem'];
const READ: readonly TableAction[] = ['GetItem', 'Query'];
const WRITE: readonly TableAction[] = ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'ConditionCheckItem'];
const WRITE_DELETE: readonly TableAction[] = [...WRITE, 'DeleteItem'];
/**
 * Items read by key in batches (functions/data/query.ts getItems: the caller, the log's entries, a
 * user's categories' counters): every staff route has it (`routeFunctionAccess`), no other needs it.
 */
const BATCH_READ: TableAction = 'BatchGetItem';

export const defaultAccess: FunctionAccess = {
  table: WRITE,
  files: {},
  listFiles: false,
  email: false,
  sms: false,
  scan: false,
  receiptKey: 'none',
  rateLimitKey: false,
  replyNoticeKey: 'none',
  totpKey: 'none',
  logAnchor: 'none',
};

/** Each area: the most any of its routes (present and to come) may need. */
export const areaAccess: Readonly<Record<string, Partial<FunctionAccess>>> = {
  /** health: one GetItem and a HeadBucket. */
  system: { table: ['GetItem'], listFiles: true },
  /** staff login with SMS code, registration, activation and password e-mails. */
  auth: { table: WRITE_DELETE, email: true, sms: true },
  dashboard: { table: READ.concat('UpdateItem') },
  /** category forms and their files (uploaded to tmp/categories/, kept under categories/). */
  categories: {
    table: WRITE_DELETE,
    files: { 'tmp/categories/': ['read', 'write', 'delete'], 'categories/': ['read', 'write', 'delete'] },
    listFiles: true,
  },
  /** the public form: submission slots with presigned uploads to tmp/submissions/, reports' files. */
  form: {
    table: WRITE_DELETE,
    files: {
      'tmp/submissions/': ['read', 'write', 'delete'],
      'reports/': ['write'],
      'categories/': ['read'],
      'settings/': ['read'],
    },
    listFiles: true,
    email: true,
  },
  /** back-office report handling: attachments, replies, notifications. */
  reports: {
    table: WRITE_DELETE,
    // forwards/: a report's delete removes its forwarded bundles too.
    files: { 'reports/': ['read', 'write', 'delete'], 'tmp/': ['read', 'write', 'delete'], 'forwards/': ['delete'] },
    listFiles: true,
    email: true,
  },
  /** Settings: the organisation's data, alias and PIN claims; logo and statement (uploaded to tmp/settings/, kept under settings/). */
  settings: {
    table: WRITE_DELETE,
    files: { 'tmp/settings/': ['read', 'write', 'delete'], 'settings/': ['read', 'write', 'delete'] },
    listFiles: true,
  },
  /** staff management: invitations. */
  users: { table: WRITE_DELETE, email: true },
  /** the reporter inbox: messages with attachments. */
  inbox: {
    table: WRITE_DELETE,
    files: { 'reports/': ['read', 'write'], 'tmp/': ['read', 'write', 'delete'] },
    listFiles: true,
  },
  /** external authority: forwarded files (download), e-mailed code. */
  external: { table: WRITE_DELETE, files: { 'forwards/': ['read'] }, listFiles: true, email: true },
  /** forwarding to an authority: the bundle uploaded to tmp/forwards/, kept under forwards/, e-mailed link. */
  forwards: {
    table: WRITE_DELETE,
    files: { 'tmp/forwards/': ['read', 'write', 'delete'], 'forwards/': ['write', 'delete'] },
    listFiles: true,
    email: true,
  },
  /** subscription, orders, invoices (PDFs in the files bucket). */
  billing: { table: WRITE, files: { 'invoices/': ['read', 'write'] }, listFiles: true, email: true },
  /** statistics: counters and the lists' clocks, read only (the session slides: UpdateItem). */
  statistics: { table: READ.concat('UpdateItem') },
  /** scheduled jobs: reminders, expiry, cleanup of what a crash left under tmp/. */
  jobs: { table: WRITE_DELETE, files: { 'tmp/': ['delete'] }, listFiles: true, email: true, sms: true },
};

/**
 * Routes that use less than their area: what each handler really calls today. Reviewed against
 * the handler code; a handler that starts calling more needs its line here changed.
 */
export const routeAccess: Readonly<Record<string, Partial<FunctionAccess>>> = {
  // auth: public unless noted
  register: { table: ['GetItem', 'PutItem', 'UpdateItem'], sms: false, rateLimitKey: true },
  'get-activation': { table: ['GetItem'], email: false, sms: false },
  'activate-account': { table: ['GetItem', 'PutItem', 'DeleteItem'], email: false, sms: false },
  'get-login-params': { table: ['GetItem', 'PutItem', 'UpdateItem'], email: false, sms: false, rateLimitKey: true },
  /** BatchGetItem: the user's passkeys, named by the passkey step's options. */
  login: {
    table: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem'],
    email: false,
    rateLimitKey: true,
    totpKey: 'seal',
  },
  'login-sms': {
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    email: false,
    sms: false,
    rateLimitKey: true,
  },
  /** the authenticator step: the challenge, the user's time step or backup code, the session. */
  'login-totp': {
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    email: false,
    sms: false,
    rateLimitKey: true,
    totpKey: 'open',
  },
  'login-totp-setup': {
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    email: false,
    sms: false,
    rateLimitKey: true,
    totpKey: 'open',
  },
  /** staff: own authenticator app */
  'start-totp-setup': { table: ['GetItem', 'UpdateItem'], email: false, sms: false, totpKey: 'seal' },
  /** staff */
  'confirm-totp': {
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    email: false,
    sms: false,
    rateLimitKey: true,
    totpKey: 'open',
  },
  /** staff */
  'regenerate-backup-codes': {
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    email: false,
    sms: false,
    rateLimitKey: true,
  },
  /** the passkey sign-in: a challenge kept (hashed) for 5 minutes. */
  'passkey-login-options': { table: ['PutItem', 'UpdateItem'], email: false, sms: false, rateLimitKey: true },
  /** the challenge taken (DeleteItem), the passkey and its user, the counter and the session. */
  'login-passkey': {
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    email: false,
    sms: false,
    rateLimitKey: true,
  },
  /** staff: own passkeys */
  'passkey-registration-options': { table: ['GetItem', 'PutItem'], email: false, sms: false },
  /** staff */
  'register-passkey': {
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    email: false,
    sms: false,
    rateLimitKey: true,
  },
  /** staff */
  'list-passkeys': { table: ['GetItem'], email: false, sms: false },
  /** staff */
  'rename-passkey': { table: ['GetItem', 'PutItem', 'UpdateItem'], email: false, sms: false },
  /** staff */
  'store-passkey-prf': { table: ['GetItem', 'PutItem', 'UpdateItem'], email: false, sms: false, rateLimitKey: true },
  /** staff */
  'remove-passkey': {
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    email: false,
    sms: false,
    rateLimitKey: true,
  },
  /** staff */
  'disable-totp': { table: ['GetItem', 'PutItem', 'UpdateItem'], email: false, sms: false, rateLimitKey: true },
  /** staff */
  logout: { table: STAFF_SESSION.concat('DeleteItem'), email: false, sms: false },
  /** staff */
  'get-session': { table: STAFF_SESSION, email: false, sms: false },
  'request-password-reset': { table: ['GetItem', 'PutItem', 'UpdateItem'], sms: false, rateLimitKey: true },
  'get-password-reset': { table: ['GetItem'], email: false, sms: false },
  'reset-password': {
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    email: false,
    sms: false,
    rateLimitKey: true,
  },
  /** staff */
  'change-password': { table: ['GetItem', 'PutItem', 'UpdateItem'], email: false, sms: false, rateLimitKey: true },
  /** staff */
  'restore-access': { table: STAFF_SESSION, email: false, sms: false },

  // dashboard (staff)
  'get-dashboard': { table: STAFF_SESSION },
  /** marks a first step: the tenant item, and the log entry with its chain head. */
  'complete-setup-step': { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem'] },

  // categories (staff)
  'list-categories': { table: READ.concat('UpdateItem'), files: {}, listFiles: false },
  'get-category': { table: READ.concat('UpdateItem'), files: {}, listFiles: false },
  'create-category': { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem'], files: {}, listFiles: false },
  'update-category': { table: WRITE, files: {}, listFiles: false },
  'delete-category': {
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    files: { 'categories/': ['delete'] },
    listFiles: false,
  },
  'create-default-category': { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem'], files: {}, listFiles: false },
  'list-category-users': { table: READ.concat('UpdateItem'), files: {}, listFiles: false },
  'set-category-users': { table: READ.concat('UpdateItem'), files: {}, listFiles: false },
  'list-category-attachments': { table: READ.concat('UpdateItem'), files: {}, listFiles: false },
  'start-category-attachment-upload': {
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    files: { 'tmp/categories/': ['write'] },
    listFiles: false,
  },
  /** an infected upload's pending item is deleted (DeleteItem). */
  'complete-category-attachment-upload': {
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    files: { 'tmp/categories/': ['read', 'delete'], 'categories/': ['write'] },
    scan: true,
  },
  'rename-category-attachment': { table: STAFF_SESSION, files: {}, listFiles: false },
  'delete-category-attachment': {
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    files: { 'categories/': ['delete'] },
    listFiles: false,
  },
  'download-category-attachment': { table: STAFF_SESSION, files: { 'categories/': ['read'] }, listFiles: false },

  // form (public)
  'get-public-form': { table: READ, files: { 'settings/': ['read'] }, listFiles: false, email: false },
  'get-public-procedure': { table: READ, files: {}, listFiles: false, email: false },
  'download-public-statement': { table: ['GetItem'], files: { 'settings/': ['read'] }, listFiles: false, email: false },
  'get-public-category': { table: READ, files: {}, listFiles: false, email: false },
  'download-public-attachment': {
    table: ['GetItem'],
    files: { 'categories/': ['read'] },
    listFiles: false,
    email: false,
  },
  'start-submission': {
    table: ['GetItem', 'PutItem'],
    files: { 'tmp/submissions/': ['write'] },
    listFiles: false,
    email: false,
  },
  'finalise-submission': {
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    files: { 'tmp/submissions/': ['read', 'delete'], 'reports/': ['write'] },
    email: false,
    scan: true,
    receiptKey: 'sign',
  },
  'get-receipt-keys': { table: [], files: {}, listFiles: false, email: false, receiptKey: 'publish' },
  /** the report by its identifier, and the identifier's count of checks (rate limit). */
  'check-receipt': {
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    files: {},
    listFiles: false,
    email: false,
    rateLimitKey: true,
  },

  // settings (staff)
  'get-settings': { table: READ.concat('UpdateItem'), files: {}, listFiles: false },
  'update-company-data': { table: ['GetItem', 'PutItem', 'UpdateItem'], files: {}, listFiles: false },
  'set-form-alias': { table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'], files: {}, listFiles: false },
  'delete-form-alias': { table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'], files: {}, listFiles: false },
  'start-logo-upload': {
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    files: { 'tmp/settings/': ['write'] },
    listFiles: false,
  },
  'start-statement-upload': {
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    files: { 'tmp/settings/': ['write'] },
    listFiles: false,
  },
  'complete-logo-upload': {
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    files: { 'tmp/settings/': ['read', 'delete'], 'settings/': ['write', 'delete'] },
    scan: true,
  },
  'complete-statement-upload': {
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    files: { 'tmp/settings/': ['read', 'delete'], 'settings/': ['write', 'delete'] },
    scan: true,
  },
  'get-logo': { table: STAFF_SESSION, files: { 'settings/': ['read'] }, listFiles: false },
  'download-statement': { table: STAFF_SESSION, files: { 'settings/': ['read'] }, listFiles: false },
  'delete-logo': { table: ['GetItem', 'PutItem', 'UpdateItem'], files: { 'settings/': ['delete'] }, listFiles: false },
  'delete-statement': {
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    files: { 'settings/': ['delete'] },
    listFiles: false,
  },
  /** the PIN and report-address claims; a changed address gives up the old one (DeleteItem). */
  'update-channels': { table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'], files: {}, listFiles: false },
  'update-security': { table: ['GetItem', 'PutItem', 'UpdateItem'], files: {}, listFiles: false },
  'update-external-channels-note': { table: ['GetItem', 'PutItem', 'UpdateItem'], files: {}, listFiles: false },
  'update-voice-messages': { table: ['GetItem', 'PutItem', 'UpdateItem'], files: {}, listFiles: false },
  'update-rules': { table: ['GetItem', 'PutItem', 'UpdateItem'], files: {}, listFiles: false },
  /** the internal reporting procedure: its versions (Query), the categories and users it is generated from. */
  'get-procedure': { table: READ.concat('UpdateItem'), files: {}, listFiles: false },
  'create-procedure-version': { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem'], files: {}, listFiles: false },
  'update-procedure-draft': { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem'], files: {}, listFiles: false },
  'start-procedure-consultation': {
    table: ['GetItem', 'Query', 'PutItem', 'UpdateItem'],
    files: {},
    listFiles: false,
  },
  'record-procedure-comments': { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem'], files: {}, listFiles: false },
  'publish-procedure': { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem'], files: {}, listFiles: false },

  // reports (staff): the conversation
  'list-report-messages': { table: READ.concat('UpdateItem'), files: {}, listFiles: false, email: false },
  'send-reply': { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem'], files: {}, listFiles: false, email: false },
  'start-reply-file-upload': {
    table: READ.concat('PutItem', 'UpdateItem'),
    files: { 'tmp/reports/': ['write'] },
    listFiles: false,
    email: false,
  },
  /** an infected upload's pending item is deleted (DeleteItem). */
  'complete-reply-file-upload': {
    table: READ.concat('PutItem', 'UpdateItem', 'DeleteItem'),
    files: { 'tmp/reports/': ['read', 'delete'], 'reports/': ['write'] },
    email: false,
    scan: true,
  },

  // inbox (public logins, then the reporter's token)
  'log-in-to-inbox': {
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    files: {},
    listFiles: false,
    rateLimitKey: true,
  },
  'log-in-to-phone-inbox': {
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    files: {},
    listFiles: false,
    rateLimitKey: true,
  },
  'renew-inbox-session': { table: ['GetItem', 'PutItem', 'DeleteItem'], files: {}, listFiles: false },
  'log-out-of-inbox': { table: ['GetItem', 'DeleteItem'], files: {}, listFiles: false },
  'get-inbox-report': { table: ['GetItem'], files: {}, listFiles: false },
  'list-inbox-messages': { table: ['GetItem', 'Query'], files: {}, listFiles: false },
  'send-inbox-message': {
    table: ['GetItem', 'PutItem', 'UpdateItem', 'ConditionCheckItem'],
    files: {},
    listFiles: false,
  },
  'start-inbox-file-upload': {
    table: ['GetItem', 'Query', 'PutItem'],
    files: { 'tmp/reports/': ['write'] },
    listFiles: false,
  },
  /** an infected upload's pending item is deleted (DeleteItem). */
  'complete-inbox-file-upload': {
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    files: { 'tmp/reports/': ['read', 'delete'], 'reports/': ['write'] },
    scan: true,
  },
  'download-inbox-file': { table: ['GetItem'], files: { 'reports/': ['read'] }, listFiles: false },
  /** the notice of replies (docs/security.md §6.7): only setting it seals an address; nothing here opens one. */
  'get-reply-notice': { table: ['GetItem'], files: {}, listFiles: false },
  'set-reply-notice': {
    table: ['GetItem', 'PutItem', 'ConditionCheckItem'],
    files: {},
    listFiles: false,
    replyNoticeKey: 'seal',
  },
  'delete-reply-notice': { table: ['GetItem', 'DeleteItem'], files: {}, listFiles: false },
  /** a protocol's answer and a meeting's request: the report, its category entry and the log in one transaction. */
  'answer-protocol': { table: ['GetItem', 'PutItem', 'UpdateItem'], files: {}, listFiles: false },
  'request-meeting': { table: ['GetItem', 'PutItem', 'UpdateItem'], files: {}, listFiles: false },
  /** staff record a phone report: its receipt is signed when it is stored (docs/security.md §6.8). */
  'record-phone-report': { receiptKey: 'sign' },
  // reports (staff): one report, its opening, moving and notes
  'get-report': { table: READ.concat('UpdateItem'), files: {}, listFiles: false, email: false },
  'open-report': { table: READ.concat('PutItem', 'UpdateItem'), files: {}, listFiles: false, email: false },
  'mark-report-feedback': { table: READ.concat('PutItem', 'UpdateItem'), files: {}, listFiles: false, email: false },
  'set-report-legal-hold': { table: READ.concat('PutItem', 'UpdateItem'), files: {}, listFiles: false, email: false },
  'clear-report-legal-hold': { table: READ.concat('PutItem', 'UpdateItem'), files: {}, listFiles: false, email: false },
  'move-report': {
    table: READ.concat('PutItem', 'UpdateItem', 'ConditionCheckItem'),
    files: {},
    listFiles: false,
    email: false,
  },
  'set-report-label': { table: READ.concat('PutItem', 'UpdateItem'), files: {}, listFiles: false, email: false },
  'set-report-redactions': { table: READ.concat('PutItem', 'UpdateItem'), files: {}, listFiles: false, email: false },
  'set-report-register': { table: READ.concat('PutItem', 'UpdateItem'), files: {}, listFiles: false, email: false },
  'mark-irrelevant-data': { table: READ.concat('PutItem', 'UpdateItem'), files: {}, listFiles: false, email: false },
  /** the mark and its term's entry go (DeleteItem). */
  'unmark-irrelevant-data': {
    table: READ.concat('PutItem', 'UpdateItem', 'DeleteItem'),
    files: {},
    listFiles: false,
    email: false,
  },
  'write-report-protocol': { table: READ.concat('PutItem', 'UpdateItem'), files: {}, listFiles: false, email: false },
  /** a handler taken off removes their handled item (DeleteItem). */
  'set-report-handlers': {
    table: READ.concat('PutItem', 'UpdateItem', 'DeleteItem'),
    files: {},
    listFiles: false,
    email: false,
  },
  /** an excluded handler stops being one: their handled item goes (DeleteItem). */
  'exclude-from-report': {
    table: READ.concat('PutItem', 'UpdateItem', 'DeleteItem'),
    files: {},
    listFiles: false,
    email: false,
  },
  'readmit-to-report': { table: READ.concat('PutItem', 'UpdateItem'), files: {}, listFiles: false, email: false },
  'list-report-notes': { table: READ.concat('UpdateItem'), files: {}, listFiles: false, email: false },
  /** the staff a note mentions are e-mailed (no content). */
  'add-report-note': {
    table: READ.concat('PutItem', 'UpdateItem', 'ConditionCheckItem'),
    files: {},
    listFiles: false,
    email: true,
  },
  'update-report-note': { table: READ.concat('PutItem', 'UpdateItem'), files: {}, listFiles: false, email: true },
  // reports (staff): files added to a report (uploaded to tmp/reports/, kept under reports/)
  'download-report-file': {
    table: READ.concat('UpdateItem'),
    files: { 'reports/': ['read'] },
    listFiles: false,
    email: false,
  },
  'list-private-files': { table: READ.concat('UpdateItem'), files: {}, listFiles: false, email: false },
  'start-private-file-upload': {
    table: READ.concat('PutItem', 'UpdateItem'),
    files: { 'tmp/reports/': ['write'] },
    listFiles: false,
    email: false,
  },
  /** an infected upload's pending item is deleted (DeleteItem). */
  'complete-private-file-upload': {
    table: READ.concat('PutItem', 'UpdateItem', 'DeleteItem'),
    files: { 'tmp/reports/': ['read', 'delete'], 'reports/': ['write'] },
    email: false,
    scan: true,
  },
  'delete-private-file': {
    table: READ.concat('PutItem', 'UpdateItem', 'DeleteItem'),
    files: { 'reports/': ['delete'] },
    listFiles: false,
    email: false,
  },
  // forwards (staff with canExternalSend): the bundle's upload, the share and the e-mail
  'list-forwards': { table: READ.concat('UpdateItem'), files: {}, listFiles: false, email: false },
  'get-forward': { table: READ.concat('UpdateItem'), files: {}, listFiles: false, email: false },
  'start-forward': {
    table: READ.concat('PutItem', 'UpdateItem'),
    files: { 'tmp/forwards/': ['write'] },
    listFiles: false,
    email: false,
  },
  'send-forward': {
    table: READ.concat('PutItem', 'UpdateItem', 'DeleteItem'),
    files: { 'tmp/forwards/': ['read', 'delete'], 'forwards/': ['write', 'delete'] },
  },
  // external (public, behind the share id in the link and the e-mailed code)
  'get-share': { table: ['GetItem'], files: {}, listFiles: false, email: false },
  'send-share-code': { table: ['GetItem', 'PutItem', 'UpdateItem'], files: {}, listFiles: false, rateLimitKey: true },
  'download-share': {
    table: ['GetItem', 'PutItem', 'UpdateItem'],
    files: { 'forwards/': ['read'] },
    listFiles: false,
    email: false,
    rateLimitKey: true,
  },
  // logs (administrators and auditors)
  /** 'Sprawdź integralność': the chains, their heads and the latest anchor of the heads. */
  'get-log-chain': { table: READ.concat('UpdateItem'), logAnchor: 'read' },
};

/** Whether `access` removes file versions (only a job's may: its role then lives under the purge path). */
export const removesFileVersions = (access: FunctionAccess): boolean =>
  Object.values(access.files).some((rights) => rights.includes('purge'));

const own = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/** The access of one function: its area's, with what its route's line names replaced. */
export function accessFor(area: string, contractName?: string): FunctionAccess {
  return {
    ...defaultAccess,
    ...own(areaAccess, area),
    ...(contractName === undefined ? {} : own(routeAccess, contractName)),
  };
}

/**
 * The access of a route's function: `accessFor` its area and name, and for a staff route the
 * handler kit's read of the caller (functions/data/staff-caller.ts: the session, its user and its
 * organisation in one consistent BatchGetItem). BatchGetItem reads by key exactly what GetItem
 * reads, which every such function has already.
 */
export function routeFunctionAccess(contract: Pick<Contract, 'area' | 'name' | 'auth'>): FunctionAccess {
  const access = accessFor(contract.area, contract.name);
  if (contract.auth.kind !== 'staff' || access.table.includes(BATCH_READ)) return access;
  return { ...access, table: [...access.table, BATCH_READ] };
}
