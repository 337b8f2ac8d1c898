/** Key builders: the only place key strings are spelled (the items are listed in table-spec.ts). */
export const keys = {
  tenant: (tenantId: string) => ({ PK: `T#${tenantId}`, SK: 'TENANT' }),
  /** A deadline digest sent to one staff user on one day (Polish date): sent once, whatever the retries. */
  deadlineDigest: (day: string, tenantId: string, userId: string) => ({
    PK: `DIGEST#${day}`,
    SK: `${tenantId}#${userId}`,
  }),
  /** Every organisation, listed for the jobs that walk them all (retention, licences). */
  tenantDirectoryEntry: (tenantId: string) => ({ PK: 'TENANTS', SK: `T#${tenantId}` }),
  tenantDirectory: () => ({ PK: 'TENANTS', skPrefix: 'T#' }),
  alias: (alias: string) => ({ PK: `ALIAS#${alias.toLowerCase()}`, SK: 'ALIAS' }),
  /** An upload to Settings (logo, accessibility statement) under way. */
  settingsUpload: (tenantId: string, fileId: string) => ({ PK: `T#${tenantId}`, SK: `UPLOAD#${fileId}` }),
  /** One version of the organisation's automatic acknowledgement text (never changed once written). */
  acknowledgementTemplate: (tenantId: string, templateId: string, version: number) => ({
    PK: `T#${tenantId}`,
    SK: `ACKTPL#${templateId}#${String(version).padStart(6, '0')}`,
  }),
  /** One version of the internal reporting procedure (issue #40). */
  procedureVersion: (tenantId: string, version: number) => ({
    PK: `T#${tenantId}`,
    SK: `PROCEDURE#${String(version).padStart(6, '0')}`,
  }),
  procedureVersionsOf: (tenantId: string) => ({ PK: `T#${tenantId}`, skPrefix: 'PROCEDURE#' }),
  /** The phone type's PIN → organisation (unique across the product). */
  phonePin: (pin: string) => ({ PK: `PIN#${pin}`, SK: 'PIN' }),
  /** The e-mail type's report address → organisation (unique across the product, lower case). */
  reportAddress: (address: string) => ({ PK: `MAILIN#${address.trim().toLowerCase()}`, SK: 'MAILIN' }),
  /** A received message turned into a report once per organisation (a retried delivery finds it). */
  inboundMail: (messageKey: string, tenantId: string) => ({ PK: `INMAIL#${messageKey}`, SK: `T#${tenantId}` }),
  staffUser: (tenantId: string, userId: string) => ({ PK: `T#${tenantId}`, SK: `USER#${userId}` }),
  staffUsersOf: (tenantId: string) => ({ PK: `T#${tenantId}`, skPrefix: 'USER#' }),
  email: (email: string) => ({ PK: `EMAIL#${email.trim().toLowerCase()}`, SK: 'EMAIL' }),
  counters: (tenantId: string) => ({ PK: `T#${tenantId}`, SK: 'COUNT' }),
  category: (tenantId: string, categoryId: string) => ({ PK: `T#${tenantId}`, SK: `CAT#${categoryId}` }),
  categoriesOf: (tenantId: string) => ({ PK: `T#${tenantId}`, skPrefix: 'CAT#' }),
  categoryFile: (tenantId: string, categoryId: string, fileId: string) => ({
    PK: `T#${tenantId}`,
    SK: `CATFILE#${categoryId}#${fileId}`,
  }),
  categoryFilesOf: (tenantId: string, categoryId: string) => ({
    PK: `T#${tenantId}`,
    skPrefix: `CATFILE#${categoryId}#`,
  }),
  /** Which category is the organisation's default one of a kind: at most one each. */
  defaultCategory: (tenantId: string, kind: string) => ({ PK: `T#${tenantId}`, SK: `DEFAULT#${kind}` }),
  /**
   * A report has a partition of its own (the report, its category list entry, its messages,
   * notes, files…): the organisation's partition keeps only small sets (users, categories,
   * counters), so reading those never wades through thousands of reports.
   */
  report: (tenantId: string, reportId: string) => ({ PK: `T#${tenantId}#R#${reportId}`, SK: 'REPORT' }),
  /** The copy of a report's row that lists it under its category (the `Lists` index). */
  reportCategoryEntry: (tenantId: string, reportId: string) => ({
    PK: `T#${tenantId}#R#${reportId}`,
    SK: 'CATEGORY_ENTRY',
  }),
  /**
   * A report handled by a staff user ('Osoba prowadząca'): one partition per organisation, sorted by
   * user, so 'Moje sprawy' is one Query of the caller's own and the digest one Query of them all.
   */
  handledReport: (tenantId: string, userId: string, reportId: string) => ({
    PK: `T#${tenantId}#HANDLED`,
    SK: `${userId}#${reportId}`,
  }),
  handledReportsOf: (tenantId: string, userId?: string) => ({
    PK: `T#${tenantId}#HANDLED`,
    skPrefix: userId === undefined ? '' : `${userId}#`,
  }),
  /**
   * A rule's escalation of a report e-mailed to one staff user (issue #34): sent once, whatever
   * the runs; in the report's partition, so that it goes with the report.
   */
  ruleEscalation: (tenantId: string, reportId: string, kind: string, userId: string) => ({
    PK: `T#${tenantId}#R#${reportId}`,
    SK: `ESCALATION#${kind}#${userId}`,
  }),
  /** A piece of a report's personal data marked 'Nieistotne dla sprawy' (issue #35): goes with the report. */
  minimisationMark: (tenantId: string, reportId: string, markId: string) => ({
    PK: `T#${tenantId}#R#${reportId}`,
    SK: `MINIM#${markId}`,
  }),
  minimisationMarksOf: (tenantId: string, reportId: string) => ({
    PK: `T#${tenantId}#R#${reportId}`,
    skPrefix: 'MINIM#',
  }),
  /** When a mark is due for deletion: the organisation's terms sort by time (the deletion job reads a key range). */
  minimisationDue: (tenantId: string, dueAt: string, reportId: string, markId: string) => ({
    PK: `T#${tenantId}`,
    SK: `MINIMDUE#${dueAt}#${reportId}#${markId}`,
  }),
  minimisationsDueOf: (tenantId: string) => ({ PK: `T#${tenantId}`, skPrefix: 'MINIMDUE#' }),
  /** Everything of a report: what a delete purges. */
  reportItemsOf: (tenantId: string, reportId: string) => ({ PK: `T#${tenantId}#R#${reportId}` }),
  reportFile: (tenantId: string, reportId: string, fileId: string) => ({
    PK: `T#${tenantId}#R#${reportId}`,
    SK: `FILE#${fileId}`,
  }),
  /** A message of the conversation: sorted by when it was sent, so one Query reads it in order. */
  reportMessage: (tenantId: string, reportId: string, sentAt: string, messageId: string) => ({
    PK: `T#${tenantId}#R#${reportId}`,
    SK: `MSG#${sentAt}#${messageId}`,
  }),
  reportMessagesOf: (tenantId: string, reportId: string) => ({ PK: `T#${tenantId}#R#${reportId}`, skPrefix: 'MSG#' }),
  /** Claims a message id once per report (the id is in the AAD): a replayed send is refused. */
  reportMessageId: (tenantId: string, reportId: string, messageId: string) => ({
    PK: `T#${tenantId}#R#${reportId}`,
    SK: `MSGID#${messageId}`,
  }),
  /** A report's notice of replies: the reporter's sealed address (docs/security.md §6.7). */
  replyNotice: (tenantId: string, reportId: string) => ({ PK: `T#${tenantId}#R#${reportId}`, SK: 'NOTICE' }),
  /**
   * A report with a notice whose staff reply (or archiving) the notifier job has not dealt with:
   * written with the reply, so the job reads only these, never every organisation's reports.
   */
  replyNoticeDue: (tenantId: string, reportId: string) => ({ PK: 'NOTICE_DUE', SK: `${tenantId}#${reportId}` }),
  replyNoticesDue: () => ({ PK: 'NOTICE_DUE' }),
  reportFilesOf: (tenantId: string, reportId: string) => ({ PK: `T#${tenantId}#R#${reportId}`, skPrefix: 'FILE#' }),
  /** A follow-up note (`NOTE`) or property-damage note (`DAMAGE`) of a report. */
  reportNote: (tenantId: string, reportId: string, kind: 'NOTE' | 'DAMAGE', noteId: string) => ({
    PK: `T#${tenantId}#R#${reportId}`,
    SK: `${kind}#${noteId}`,
  }),
  reportNotesOf: (tenantId: string, reportId: string, kind: 'NOTE' | 'DAMAGE') => ({
    PK: `T#${tenantId}#R#${reportId}`,
    skPrefix: `${kind}#`,
  }),
  /** A report's written protocol ('voice': a voice message's transcript; 'meeting': a meeting's), its current version. */
  reportProtocol: (tenantId: string, reportId: string, kind: 'voice' | 'meeting') => ({
    PK: `T#${tenantId}#R#${reportId}`,
    SK: `PROTOCOL#${kind}`,
  }),
  /** Partitions of the `Lists` index: a list of the whole organisation, or of one category. */
  reportList: (tenantId: string, list: string) => `T#${tenantId}#L#${list}`,
  categoryReportList: (tenantId: string, categoryId: string, list: string) => `T#${tenantId}#C#${categoryId}#L#${list}`,
  /**
   * Statistics of the reports of one category received in one month (Polish calendar month): a
   * partition per organisation, sorted by month, so a period is one Query on a key range.
   */
  reportStatistics: (tenantId: string, month: string, categoryId: string) => ({
    PK: `T#${tenantId}#STATS`,
    SK: `M#${month}#C#${categoryId}`,
  }),
  reportStatisticsBetween: (tenantId: string, from: string, to: string) => ({
    PK: `T#${tenantId}#STATS`,
    from: `M#${from}#`,
    to: `M#${to}#~`,
  }),
  /** Report counts of one category (the organisation's are in `counters`). */
  categoryCounters: (tenantId: string, categoryId: string) => ({ PK: `T#${tenantId}`, SK: `COUNT#CAT#${categoryId}` }),
  /** A deleted report whose files and children are still being purged. */
  reportPurge: (tenantId: string, reportId: string) => ({ PK: 'PURGE', SK: `${tenantId}#${reportId}` }),
  reportPurges: () => ({ PK: 'PURGE' }),
  identifier: (identifier: string) => ({ PK: `RID#${identifier}`, SK: 'RID' }),
  submissionSlot: (reportId: string) => ({ PK: `SLOT#${reportId}`, SK: 'SLOT' }),
  staffSession: (idHash: string) => ({ PK: `SES#${idHash}`, SK: 'SES' }),
  inboxSession: (tokenHash: string) => ({ PK: `INBOX#${tokenHash}`, SK: 'INBOX' }),
  /** E-mailed single-use links, by the SHA-256 of their token. */
  link: (kind: 'ACT' | 'RST', tokenHash: string) => ({ PK: `${kind}#${tokenHash}`, SK: kind }),
  /** An e-mailed invitation of a new staff user, by the SHA-256 of its token. */
  invitation: (tokenHash: string) => ({ PK: `INV#${tokenHash}`, SK: 'INV' }),
  smsChallenge: (idHash: string) => ({ PK: `CODE#${idHash}`, SK: 'CODE' }),
  /** The authenticator-app step of a login (or its forced setup), by the SHA-256 of its id. */
  totpChallenge: (idHash: string) => ({ PK: `TOTP#${idHash}`, SK: 'TOTP' }),
  /** A staff user's passkey, by the SHA-256 of its credential id (found at a sign-in with no e-mail). */
  passkey: (passkeyId: string) => ({ PK: `PASSKEY#${passkeyId}`, SK: 'PASSKEY' }),
  /** A WebAuthn ceremony's challenge, by its SHA-256: single use. */
  webauthnChallenge: (challengeHash: string) => ({ PK: `WEBAUTHN#${challengeHash}`, SK: 'WEBAUTHN' }),
  serverSecret: () => ({ PK: 'CONFIG', SK: 'SERVER_SECRET' }),
  /** A rate-limit bucket of one subject, or of one client within a subject (`within`). */
  rateLimit: (scope: string, key: string, within?: string) => ({
    PK: `RL#${scope}#${key}`,
    SK: within === undefined ? 'RL' : `RL#${within}`,
  }),
  /** Every bucket of a subject: its own and those of each client within it. */
  rateLimitsOf: (scope: string, key: string) => ({ PK: `RL#${scope}#${key}`, skPrefix: 'RL' }),
  /** A system log entry: sorted by time, which within each of an organisation's chains is also the chain's order. */
  logEntry: (tenantId: string, timestamp: string, id: string) => ({
    PK: `T#${tenantId}#LOG`,
    SK: `${timestamp}#${id}`,
  }),
  logOf: (tenantId: string) => ({ PK: `T#${tenantId}#LOG` }),
  /**
   * The end of one of an organisation's log chains (number and hash of its newest entry); chain 0
   * keeps the key it had when it was the only one.
   */
  logHead: (tenantId: string, chain: number) => ({
    PK: `T#${tenantId}`,
    SK: chain === 0 ? 'LOG_HEAD' : `LOG_HEAD#${chain}`,
  }),
  logHeadsOf: (tenantId: string) => ({ PK: `T#${tenantId}`, skPrefix: 'LOG_HEAD' }),
  /** Which heads the anchoring job last copied outside the table (so an unchanged log costs no S3 call). */
  logAnchorMark: (tenantId: string) => ({ PK: `T#${tenantId}`, SK: 'LOG_ANCHORED' }),
  /** The log entries written at one instant (an anchored entry is found by its time). */
  logEntriesAt: (tenantId: string, timestamp: string) => ({ PK: `T#${tenantId}#LOG`, skPrefix: `${timestamp}#` }),
  /** Lists a log entry under its report (same sort key as the entry, so it names the entry). */
  reportLogLink: (tenantId: string, reportId: string, timestamp: string, id: string) => ({
    PK: `T#${tenantId}#R#${reportId}`,
    SK: `LOG#${timestamp}#${id}`,
  }),
  reportLogLinksOf: (tenantId: string, reportId: string) => ({ PK: `T#${tenantId}#R#${reportId}`, skPrefix: 'LOG#' }),
  /** A forward of a report to an external authority (its share and bundle are its own items). */
  forward: (tenantId: string, reportId: string, forwardId: string) => ({
    PK: `T#${tenantId}#R#${reportId}`,
    SK: `FWD#${forwardId}`,
  }),
  forwardsOf: (tenantId: string, reportId: string) => ({ PK: `T#${tenantId}#R#${reportId}`, skPrefix: 'FWD#' }),
  /** The authority's share of a forward, by the SHA-256 of the share id its link carries. */
  share: (shareHash: string) => ({ PK: `SHARE#${shareHash}`, SK: 'SHARE' }),
  /** When a share's bundle is due for deletion: the organisation's expiries sort by time. */
  shareExpiry: (tenantId: string, expiresAt: string, reportId: string, forwardId: string) => ({
    PK: `T#${tenantId}`,
    SK: `SHAREEXP#${expiresAt}#${reportId}#${forwardId}`,
  }),
  shareExpiriesOf: (tenantId: string) => ({ PK: `T#${tenantId}`, skPrefix: 'SHAREEXP#' }),
  /** Which forward an e-mail sent through SES was (its delivery events name the message id). */
  mailMessage: (messageId: string) => ({ PK: `MAILMSG#${messageId}`, SK: 'MAILMSG' }),
  /** Billing (shared/domain/billing.ts): an organisation's orders, newest last by their sortable id. */
  order: (tenantId: string, orderId: string) => ({ PK: `T#${tenantId}`, SK: `ORDER#${orderId}` }),
  ordersOf: (tenantId: string) => ({ PK: `T#${tenantId}`, skPrefix: 'ORDER#' }),
  /** A payment's token (Przelewy24's sessionId, the summary page's token) → its order. */
  paymentToken: (token: string) => ({ PK: `PAY#${token}`, SK: 'PAY' }),
  /** Discount codes, one partition (the operator lists them all; a handful, not thousands). */
  discountCode: (code: string) => ({ PK: 'DISCOUNTS', SK: `CODE#${code}` }),
  discountCodes: () => ({ PK: 'DISCOUNTS', skPrefix: 'CODE#' }),
  /** The last invoice number of a year (moved under a condition: numbers without gaps). */
  invoiceCounter: (year: number) => ({ PK: 'INVOICES', SK: `YEAR#${year}` }),
  /** The register of issued invoices: one item per number, claimed once. */
  invoiceRegisterEntry: (year: number, n: number) => ({
    PK: 'INVOICES',
    SK: `FV#${year}#${String(n).padStart(8, '0')}`,
  }),
  invoiceRegisterOf: (year: number) => ({ PK: 'INVOICES', skPrefix: `FV#${year}#` }),
  /** A refused payment notification (forged, mismatched, replayed), kept 90 days, by day. */
  paymentRefusal: (day: string, at: string, id: string) => ({ PK: `PAYREFUSED#${day}`, SK: `${at}#${id}` }),
  paymentRefusalsOf: (day: string) => ({ PK: `PAYREFUSED#${day}`, skPrefix: '' }),
  /** A licence reminder sent for one end date and one of 14, 3, 0 days before. */
  licenceReminder: (tenantId: string, validTo: string, days: number) => ({
    PK: `T#${tenantId}`,
    SK: `LICMAIL#${validTo}#${days}`,
  }),
  /** The operator's log (npm run ops): every use, newest last. */
  operatorLogEntry: (at: string, id: string) => ({ PK: 'OPS', SK: `${at}#${id}` }),
  operatorLog: () => ({ PK: 'OPS', skPrefix: '' }),
  /** Read by the health check: an item that never exists. */
  healthProbe: () => ({ PK: 'HEALTH', SK: 'HEALTH' }),
} as const;
