import { randomUUID } from 'node:crypto';
import { ChainCheck, type ChainedEntry, type ChainVerdict } from '@shared/crypto/log-chain.js';
import { LOG_CHAIN_PAGE_SIZE } from '@shared/domain/log.js';
import { auditActorNames, auditText, type AuditAction, type AuditSubject } from '@shared/messages/audit.js';
import { keys } from './keys.js';
import { getLogHeads, type LogHead } from './log-chain.js';
import { queryPage, type Page } from './paging.js';
import { getItems } from './query.js';
import type { TxLogEntry } from './transact.js';

/** Who acted: a staff user, or (userId null) the reporter or the system. */
export interface LogActor {
  userId: string | null;
  userName: string;
  /** Never for a reporter: a reporter's address is not recorded. */
  clientIp?: string;
}

/**
 * A stored entry: who (`userId`, `userName`, `clientIp`), when (`at`), what (`action`, its
 * machine name in shared/messages/audit.ts, and `text`, the Polish description as it read when
 * written), which report, and its place in one of the organisation's hash chains (`chain`, `seq`,
 * `prevHash`, `hash`).
 */
export type LogEntry = Omit<ChainedEntry, 'chain'> & {
  action: AuditAction;
  /** Absent on entries written while chain 0 was the only one. */
  chain?: number;
};

export interface LogContext {
  tenantId: string;
  actor: LogActor;
  /** Lists the entry under its report too. */
  reportId?: string;
  /** The entry's time if not now (it is never earlier than the entry before it in the chain). */
  at?: Date;
}

/**
 * A log entry written in the same transaction as the change it records: `transact` gives it its
 * place in the organisation's hash chain when it sends the transaction.
 */
export function logEntryWrite<A extends AuditAction>(
  context: LogContext,
  action: A,
  ...subject: AuditSubject<A>
): TxLogEntry {
  const { tenantId, actor, reportId } = context;
  return {
    LogEntry: {
      tenantId,
      id: randomUUID(),
      notBefore: context.at?.toISOString() ?? null,
      action,
      text: auditText(action, ...subject),
      userId: actor.userId,
      userName: actor.userName,
      clientIp: actor.clientIp ?? null,
      reportId: reportId ?? null,
    },
  };
}

/** What a page of the log may be narrowed to: instants `from` ≤ at < `to`, one staff user's entries. */
export interface LogQuery {
  limit: number;
  cursor?: string | undefined;
  range?: { from: Date; to: Date } | undefined;
  userId?: string | undefined;
}

/** Reads of one filtered page stop here: a sparse filter answers a short page with a cursor to go on. */
const MAX_READS_PER_PAGE = 10;

/** A page of an organisation's system log, newest first. */
export async function listLogEntries(tenantId: string, query: LogQuery): Promise<Page<LogEntry>> {
  const partitionKey = { name: 'PK', value: keys.logOf(tenantId).PK };
  // Sort keys are `{at}#{id}`: every key of an instant ≥ `from` sorts after `from`, and of one < `to` before `to`.
  const sortKeyBetween = query.range
    ? { name: 'SK', from: query.range.from.toISOString(), to: query.range.to.toISOString() }
    : undefined;
  const filter = query.userId
    ? {
        FilterExpression: '#user = :user',
        ExpressionAttributeNames: { '#user': 'userId' },
        ExpressionAttributeValues: { ':user': query.userId },
      }
    : undefined;
  const items: LogEntry[] = [];
  let cursor = query.cursor;
  for (let read = 0; read < MAX_READS_PER_PAGE && items.length < query.limit; read++) {
    const page = await queryPage<LogEntry>({
      partitionKey,
      sortKeyBetween,
      filter,
      limit: query.limit - items.length,
      cursor,
      newestFirst: true,
    });
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
    if (!cursor) break;
  }
  return { items, nextCursor: cursor ?? null };
}

/** A page of one report's log, newest first (its links in the report's partition, then the entries). */
export async function listReportLogEntries(
  tenantId: string,
  reportId: string,
  page: { limit: number; cursor?: string | undefined },
): Promise<Page<LogEntry>> {
  const { PK, skPrefix } = keys.reportLogLinksOf(tenantId, reportId);
  const links = await queryPage<{ at: string; entryId: string }>({
    partitionKey: { name: 'PK', value: PK },
    sortKeyPrefix: { name: 'SK', value: skPrefix },
    limit: page.limit,
    cursor: page.cursor,
    newestFirst: true,
  });
  const entries = await getItems<LogEntry>(links.items.map((link) => keys.logEntry(tenantId, link.at, link.entryId)));
  const newestFirst = (a: LogEntry, b: LogEntry) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id);
  return { items: entries.sort(newestFirst), nextCursor: links.nextCursor };
}

/**
 * A page of the chains, oldest first, with the heads as they were before the page was read (read
 * consistently: every entry up to those heads is in the pages that follow).
 */
export async function readLogChain(
  tenantId: string,
  page: { limit: number; cursor?: string | undefined },
): Promise<Page<LogEntry> & { heads: LogHead[] }> {
  const heads = await getLogHeads(tenantId);
  const entries = await queryPage<LogEntry>({
    partitionKey: { name: 'PK', value: keys.logOf(tenantId).PK },
    limit: page.limit,
    cursor: page.cursor,
    consistent: true,
  });
  return { ...entries, heads };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value ?? null));
const textOrNull = (value: unknown): string | null => (value === undefined || value === null ? null : text(value));

/**
 * Exactly the fields the hash covers, and the hash, as stored. An item edited into another shape
 * (a field removed, a number made text) is still answered, so the check reports it as altered
 * instead of the read failing.
 */
export function chainedEntryAsStored(item: Record<string, unknown>): ChainedEntry {
  return {
    tenantId: text(item.tenantId),
    // Entries written before there were several chains name none: they are chain 0's. An entry
    // moved out of its chain is missing there, so the check still finds it.
    chain: Number.isSafeInteger(item.chain) && (item.chain as number) >= 0 ? (item.chain as number) : 0,
    seq: Number.isSafeInteger(item.seq) && (item.seq as number) > 0 ? (item.seq as number) : 0,
    prevHash: text(item.prevHash),
    at: text(item.at),
    id: text(item.id),
    action: text(item.action),
    text: text(item.text),
    userId: textOrNull(item.userId),
    userName: text(item.userName),
    clientIp: textOrNull(item.clientIp),
    reportId: textOrNull(item.reportId),
    hash: text(item.hash),
  };
}

/** What 'Sprawdź integralność' concludes, reached on the server: every page of the chains through the shared check. */
export async function verifyLogChains(tenantId: string): Promise<ChainVerdict> {
  let check: ChainCheck | undefined;
  let cursor: string | undefined;
  do {
    const page = await readLogChain(tenantId, { limit: LOG_CHAIN_PAGE_SIZE, cursor });
    check ??= new ChainCheck(page.heads);
    await check.add(page.items.map((item) => chainedEntryAsStored(item as unknown as Record<string, unknown>)));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return check.finish();
}

/** The identifiers of the entries' reports that still exist (reportId → identifier as stored). */
export async function reportIdentifiersOf(
  tenantId: string,
  entries: readonly Pick<LogEntry, 'reportId'>[],
): Promise<Map<string, string>> {
  const reportIds = [...new Set(entries.flatMap((entry) => (entry.reportId ? [entry.reportId] : [])))];
  const reports = await getItems<{ reportId: string; identifier: string }>(
    reportIds.map((reportId) => keys.report(tenantId, reportId)),
    { attributes: ['reportId', 'identifier'] },
  );
  return new Map(reports.map((report) => [report.reportId, report.identifier]));
}

/** The context of what a logged-in staff user does: their organisation, their name, their address. */
export const byStaff = (caller: {
  tenant: { tenantId: string };
  user: { userId: string; name: string };
  clientIp: string;
}): LogContext => ({
  tenantId: caller.tenant.tenantId,
  actor: { userId: caller.user.userId, userName: caller.user.name, clientIp: caller.clientIp },
});

/** The context of what a staff user does before or without a session (logging in, a reset link). */
export const asStaffUser = (
  user: { tenantId: string; userId: string; name: string },
  clientIp: string,
): LogContext => ({
  tenantId: user.tenantId,
  actor: { userId: user.userId, userName: user.name, clientIp },
});

/** The context of what the platform does by itself (a rule, a job), on a report when it names one. */
export const bySystem = (tenantId: string, reportId?: string): LogContext => ({
  tenantId,
  actor: { userId: null, userName: auditActorNames.system },
  ...(reportId ? { reportId } : {}),
});

/** The context of what a reporter does on their report: never their address. */
export const byReporter = (tenantId: string, reportId: string): LogContext => ({
  tenantId,
  actor: { userId: null, userName: auditActorNames.reporter },
  reportId,
});
