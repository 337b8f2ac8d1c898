/** Key builders: the only place key strings are spelled (the items are listed in table-spec.ts). */
export const keys = {
  tenant: (tenantId: string) => ({ PK: `T#${tenantId}`, SK: 'TENANT' }),
  alias: (alias: string) => ({ PK: `ALIAS#${alias.toLowerCase()}`, SK: 'ALIAS' }),
  staffUser: (tenantId: string, userId: string) => ({ PK: `T#${tenantId}`, SK: `USER#${userId}` }),
  staffUsersOf: (tenantId: string) => ({ PK: `T#${tenantId}`, skPrefix: 'USER#' }),
  email: (email: string) => ({ PK: `EMAIL#${email.trim().toLowerCase()}`, SK: 'EMAIL' }),
  counters: (tenantId: string) => ({ PK: `T#${tenantId}`, SK: 'COUNT' }),
  category: (tenantId: string, categoryId: string) => ({ PK: `T#${tenantId}`, SK: `CAT#${categoryId}` }),
  categoriesOf: (tenantId: string) => ({ PK: `T#${tenantId}`, skPrefix: 'CAT#' }),
  categoryFile: (tenantId: string, categoryId: string, fileId: string) => ({ PK: `T#${tenantId}`, SK: `CATFILE#${categoryId}#${fileId}` }),
  categoryFilesOf: (tenantId: string, categoryId: string) => ({ PK: `T#${tenantId}`, skPrefix: `CATFILE#${categoryId}#` }),
  report: (tenantId: string, reportId: string) => ({ PK: `T#${tenantId}`, SK: `REP#${reportId}` }),
  /** GSI1 entry that lists a report under its state, newest first by receipt time. */
  reportInStateList: (tenantId: string, state: number, receivedAt: string, reportId: string) => ({
    GSI1PK: `T#${tenantId}#S#${state}`,
    GSI1SK: `${receivedAt}#${reportId}`,
  }),
  reportFile: (reportId: string, fileId: string) => ({ PK: `R#${reportId}`, SK: `FILE#${fileId}` }),
  identifier: (identifier: string) => ({ PK: `RID#${identifier}`, SK: 'RID' }),
  submissionSlot: (reportId: string) => ({ PK: `SLOT#${reportId}`, SK: 'SLOT' }),
  staffSession: (idHash: string) => ({ PK: `SES#${idHash}`, SK: 'SES' }),
  inboxSession: (tokenHash: string) => ({ PK: `INBOX#${tokenHash}`, SK: 'INBOX' }),
  /** E-mailed single-use links, by the SHA-256 of their token. */
  link: (kind: 'ACT' | 'RST', tokenHash: string) => ({ PK: `${kind}#${tokenHash}`, SK: kind }),
  smsChallenge: (idHash: string) => ({ PK: `CODE#${idHash}`, SK: 'CODE' }),
  serverSecret: () => ({ PK: 'CONFIG', SK: 'SERVER_SECRET' }),
  rateLimit: (scope: string, key: string) => ({ PK: `RL#${scope}#${key}`, SK: 'RL' }),
  logEntry: (tenantId: string, timestamp: string, id: string) => ({ PK: `T#${tenantId}#LOG`, SK: `${timestamp}#${id}` }),
  logOf: (tenantId: string) => ({ PK: `T#${tenantId}#LOG` }),
  /** GSI1 entry that lists a log entry under its report. */
  reportLogEntry: (reportId: string, timestamp: string, id: string) => ({ GSI1PK: `R#${reportId}#LOG`, GSI1SK: `${timestamp}#${id}` }),
  /** Read by the health check: an item that never exists. */
  healthProbe: () => ({ PK: 'HEALTH', SK: 'HEALTH' }),
} as const;
