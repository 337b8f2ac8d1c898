import { randomUUID } from 'node:crypto';
import { auditActorNames, auditText, type AuditAction, type AuditSubject } from '@shared/messages/audit.js';
import { tableItem } from './item.js';
import { keys } from './keys.js';
import { queryPage, type Page } from './paging.js';
import type { TxWrite } from './transact.js';

/** Who acted: a staff user, or (userId null) the reporter or the system. */
export interface LogActor {
  userId: string | null;
  userName: string;
  /** Never for a reporter: a reporter's address is not recorded. */
  clientIp?: string;
}

export interface LogEntry extends LogActor {
  id: string;
  at: string;
  /** Stable machine name of the action (shared/messages/audit.ts). */
  action: AuditAction;
  /** Polish description shown in the system log, as it read when the entry was written. */
  text: string;
  reportId?: string;
}

export interface LogContext {
  tenantId: string;
  actor: LogActor;
  /** Lists the entry under its report too. */
  reportId?: string;
  at?: Date;
}

/** A log entry written in the same transaction as the change it records. */
export function logEntryWrite<A extends AuditAction>(context: LogContext, action: A, ...subject: AuditSubject<A>): TxWrite {
  const id = randomUUID();
  const at = (context.at ?? new Date()).toISOString();
  const { tenantId, actor, reportId } = context;
  const entry: LogEntry = { id, at, ...actor, action, text: auditText(action, ...subject), ...(reportId ? { reportId } : {}) };
  const key = { ...keys.logEntry(tenantId, at, id), ...(reportId ? keys.reportLogEntry(reportId, at, id) : {}) };
  return { Put: { Item: tableItem(key, 'logEntry', entry) } };
}

/** A page of an organisation's system log, newest first. */
export const listLogEntries = (tenantId: string, page: { limit: number; cursor?: string }): Promise<Page<LogEntry>> =>
  queryPage<LogEntry>({ partitionKey: { name: 'PK', value: keys.logOf(tenantId).PK }, limit: page.limit, cursor: page.cursor, newestFirst: true });

/** The context of what a logged-in staff user does: their organisation, their name, their address. */
export const byStaff = (caller: { tenant: { tenantId: string }; user: { userId: string; name: string }; clientIp: string }): LogContext => ({
  tenantId: caller.tenant.tenantId,
  actor: { userId: caller.user.userId, userName: caller.user.name, clientIp: caller.clientIp },
});

/** The context of what a reporter does on their report: never their address. */
export const byReporter = (tenantId: string, reportId: string): LogContext => ({
  tenantId,
  actor: { userId: null, userName: auditActorNames.reporter },
  reportId,
});
