import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Meeting } from '@shared/contracts/reports/schemas.js';
import * as z from 'zod';
import { dynamo, tableName } from './client.js';
import { openCursorAs, signCursor } from './cursors.js';
import { keys } from './keys.js';
import { getItem, getItems, itemSchema, queryEvery } from './query.js';
import {
  countsIn,
  listOf,
  type ReportCounts,
  type ReportList,
  type ReportRecord,
  type ReportRowRecord,
} from './reports.js';
import { listHandledReportIds } from './report-handlers.js';
import { hiddenEntriesOf } from './report-exclusions.js';
import { countersItem } from './tenants.js';
import { reportRowAttributes, tableSpec } from './table-spec.js';
import type { ProtocolSummary } from './protocol-summary.js';
import { meetingOf } from './report-protocols.js';

/**
 * Whose reports a caller may see: the whole organisation (administrators) or the reports of
 * some categories (users and auditors, assigned to them).
 */
export interface ReportScope {
  tenantId: string;
  /** null: every report of the organisation. */
  categoryIds: readonly string[] | null;
  /**
   * The reports the caller is excluded from ('Wyłącz z dostępu'): left out of every row and count
   * of the scope, whatever their category (few: the caller's own, from their staff user item).
   */
  hidden: readonly string[];
}

/** The lists each view reads (see `listOf`). */
export const reportViews = {
  new: ['new'],
  open: ['open', 'msg'],
  archived: ['arch'],
  newMessages: ['msg'],
  register: ['new', 'open', 'msg', 'arch'],
} as const satisfies Record<string, readonly ReportList[]>;
export type ReportView = keyof typeof reportViews;

/** What each view counts in its total. */
const viewTotal: Record<ReportView, (counts: ReportCounts) => number> = {
  new: (counts) => counts.new,
  open: (counts) => counts.open,
  archived: (counts) => counts.archived,
  newMessages: (counts) => counts.newMessages,
  register: (counts) => counts.new + counts.open + counts.archived,
};

const listsIndex = tableSpec.globalIndexes.find((index) => index.name === 'Lists')!;

/**
 * A cursor is the position after the last row shown (its receipt time and id), nothing else:
 * the partitions it continues are always the caller's own, derived from their session, so a
 * cursor cannot reach another organisation or category. Signed for the organisation and view
 * (cursors.ts), and checked to be a position before it reaches a query.
 */
const POSITION = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z#[0-9a-f-]{36}$/;

const cursorScope = (scope: ReportScope, view: ReportView) => `reports:${scope.tenantId}:${view}`;

const readPosition = (content: string) => (POSITION.test(content) ? content : undefined);

function partitionsOf(scope: ReportScope, lists: readonly ReportList[]): string[] {
  if (scope.categoryIds === null) return lists.map((list) => keys.reportList(scope.tenantId, list));
  return scope.categoryIds.flatMap((categoryId) =>
    lists.map((list) => keys.categoryReportList(scope.tenantId, categoryId, list)),
  );
}

interface Fetched {
  rows: (ReportRowRecord & { ListSK: string })[];
  /** The position of the last row read when the partition has more, else null. */
  horizon: string | null;
}

async function readPartition(partition: string, after: string | undefined, limit: number): Promise<Fetched> {
  const result = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: listsIndex.name,
      KeyConditionExpression: after ? '#pk = :pk AND #sk < :after' : '#pk = :pk',
      ExpressionAttributeNames: { '#pk': listsIndex.partitionKey, ...(after ? { '#sk': listsIndex.sortKey } : {}) },
      ExpressionAttributeValues: { ':pk': partition, ...(after ? { ':after': after } : {}) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  const rows = (result.Items ?? []) as Fetched['rows'];
  return { rows, horizon: result.LastEvaluatedKey ? (rows.at(-1)?.ListSK ?? after ?? null) : null };
}

/**
 * One page of a view, newest first: one Query per partition (the lists of the view, for the
 * organisation or for each visible category) of at most `limit + 1` rows, merged by receipt
 * time. The cost follows the page size and the number of partitions, never the number of reports.
 */
export async function listReportRows(
  scope: ReportScope,
  view: ReportView,
  page: { limit: number; cursor?: string },
): Promise<{ rows: ReportRowRecord[]; nextCursor: string | null }> {
  const after =
    page.cursor === undefined ? undefined : await openCursorAs(cursorScope(scope, view), page.cursor, readPosition);
  // Each partition may hold the caller's hidden reports: read as many more, so that a page stays whole.
  const fetched = await Promise.all(
    partitionsOf(scope, reportViews[view]).map((partition) =>
      readPartition(partition, after, page.limit + 1 + scope.hidden.length),
    ),
  );
  // A partition that stopped early (DynamoDB's 1 MB page) may hide rows above its last one read:
  // nothing below that horizon may be shown yet.
  const horizon = fetched.reduce<string | null>(
    (highest, { horizon: h }) => (h !== null && (highest === null || h > highest) ? h : highest),
    null,
  );
  const merged = fetched
    .flatMap(({ rows }) => rows)
    .filter((row) => !scope.hidden.includes(row.reportId))
    .sort((a, b) => (a.ListSK < b.ListSK ? 1 : -1))
    .filter((row) => horizon === null || row.ListSK >= horizon);
  const rows = merged.slice(0, page.limit);
  const more = merged.length > rows.length || horizon !== null;
  const last = rows.at(-1);
  return {
    rows: rows.map(({ ListSK: _position, ...row }) => row),
    nextCursor: more && last ? await signCursor(cursorScope(scope, view), last.ListSK) : null,
  };
}

/**
 * 'Moje sprawy': one page of a view of the reports a staff user handles, within their scope, with
 * the exact total. The user's handled items are one Query of their own (its cost follows the
 * number of reports they handle, never the organisation's), their rows the category entries read
 * by key; a report deleted or out of their sight meanwhile is left out of rows and total alike.
 */
export async function listHandledRows(
  scope: ReportScope,
  view: ReportView,
  userId: string,
  page: { limit: number; cursor?: string },
): Promise<{ rows: ReportRowRecord[]; nextCursor: string | null; total: number }> {
  const cursorOf = `${cursorScope(scope, view)}:mine:${userId}`;
  const after = page.cursor === undefined ? undefined : await openCursorAs(cursorOf, page.cursor, readPosition);
  const reportIds = await listHandledReportIds(scope.tenantId, userId);
  const entries = await getItems<ReportRowRecord & { ListSK: string; hasNewMessages: boolean }>(
    reportIds.map((reportId) => keys.reportCategoryEntry(scope.tenantId, reportId)),
    { consistent: true },
  );
  const lists: readonly ReportList[] = reportViews[view];
  const inView = entries
    .filter((entry) => lists.includes(listOf(entry)))
    .filter((entry) => scope.categoryIds === null || scope.categoryIds.includes(entry.categoryId))
    .filter((entry) => !scope.hidden.includes(entry.reportId))
    .sort((a, b) => (a.ListSK < b.ListSK ? 1 : -1));
  const from = after === undefined ? inView : inView.filter((entry) => entry.ListSK < after);
  const shown = from.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    rows: shown.map((entry) => rowOfEntry(entry)),
    nextCursor: from.length > shown.length && last ? await signCursor(cursorOf, last.ListSK) : null,
    total: inView.length,
  };
}

/** A category entry as a list row: only the attributes the `Lists` index would have projected. */
const rowOfEntry = (entry: Record<string, unknown>): ReportRowRecord =>
  Object.fromEntries(
    reportRowAttributes.filter((name) => entry[name] !== undefined).map((name) => [name, entry[name]]),
  ) as ReportRowRecord;

const noCounts: ReportCounts = { new: 0, open: 0, archived: 0, newMessages: 0 };
const countsFrom = (item: Record<string, unknown> | undefined): ReportCounts => ({
  new: Number(item?.new ?? 0),
  open: Number(item?.open ?? 0),
  archived: Number(item?.archived ?? 0),
  newMessages: Number(item?.newMessages ?? 0),
});

/** A category's report counts (absent: none yet); the organisation's are in its counters (tenants.ts). */
export const categoryCountsItem = itemSchema<ReportCounts>(
  'categoryCounters',
  z.object({
    new: z.number().default(0),
    open: z.number().default(0),
    archived: z.number().default(0),
    newMessages: z.number().default(0),
  }),
);

/**
 * The report counts of a scope: the organisation's counters, or the sum of its categories' ones,
 * less the caller's hidden reports where they are now (their category entries, read by key: the
 * counters are kept per organisation and category, never per person), so that every total is exact.
 * `organisationCounters`: the organisation's counters item when the caller has it already (read
 * with the caller, or for the dashboard's staff count), so that it is not read twice in one request.
 */
export async function countReports(
  scope: ReportScope,
  organisationCounters?: object | Promise<object>,
): Promise<ReportCounts> {
  const [counts, hidden] = await Promise.all([
    countAll(scope, organisationCounters),
    hiddenEntriesOf(scope.tenantId, scope.hidden),
  ]);
  for (const entry of hidden) {
    if (scope.categoryIds !== null && !scope.categoryIds.includes(entry.categoryId)) continue;
    const less = countsIn(
      listOf({ state: entry.state as ReportRowRecord['state'], hasNewMessages: !!entry.hasNewMessages }),
    );
    for (const name of Object.keys(counts) as (keyof ReportCounts)[])
      counts[name] = Math.max(0, counts[name] - less[name]);
  }
  return counts;
}

async function countAll(scope: ReportScope, organisationCounters?: object | Promise<object>): Promise<ReportCounts> {
  if (scope.categoryIds === null) {
    if (organisationCounters) return countsFrom((await organisationCounters) as Record<string, unknown>);
    const counts = await getItem(keys.counters(scope.tenantId), countersItem, { consistent: false });
    return counts ? countsFrom({ ...counts }) : { ...noCounts };
  }
  const counts = { ...noCounts };
  const items = await getItems<Record<string, unknown>>(
    scope.categoryIds.map((categoryId) => keys.categoryCounters(scope.tenantId, categoryId)),
  );
  for (const item of items) {
    const found = categoryCountsItem.parse(item);
    for (const name of Object.keys(counts) as (keyof ReportCounts)[]) counts[name] += found[name];
  }
  return counts;
}

/** The total a view shows for a scope. */
export const viewTotalOf = (view: ReportView, counts: ReportCounts): number => viewTotal[view](counts);

/** Every row of one list of an organisation (received before `before` when given), oldest first, every page followed: for jobs. */
async function readWholeList(tenantId: string, list: ReportList, before?: string): Promise<ReportRowRecord[]> {
  const rows = await queryEvery({
    IndexName: listsIndex.name,
    KeyConditionExpression: before ? '#pk = :pk AND #sk < :before' : '#pk = :pk',
    ExpressionAttributeNames: { '#pk': listsIndex.partitionKey, ...(before ? { '#sk': listsIndex.sortKey } : {}) },
    ExpressionAttributeValues: { ':pk': keys.reportList(tenantId, list), ...(before ? { ':before': before } : {}) },
  });
  return rows as ReportRowRecord[];
}

/** Archived reports of an organisation received before an instant (the retention job's candidates). */
export const listArchivedReceivedBefore = (tenantId: string, before: string): Promise<ReportRowRecord[]> =>
  readWholeList(tenantId, 'arch', before);

/** Every report of an organisation still being handled (new, open, with new messages): the deadline digest's rows. */
export async function listUnclosedRows(tenantId: string): Promise<ReportRowRecord[]> {
  return (await Promise.all((['new', 'open', 'msg'] as const).map((list) => readWholeList(tenantId, list)))).flat();
}

/** What statistics read of a row to see a term missed so far: its clock, never more. */
export type ReportClockRow = Pick<
  ReportRowRecord,
  'reportId' | 'state' | 'receivedAt' | 'acknowledgedAt' | 'feedbackAt' | 'categoryId'
>;
const clockAttributes = [
  'reportId',
  'state',
  'receivedAt',
  'acknowledgedAt',
  'feedbackAt',
  'categoryId',
] as const satisfies readonly (keyof ReportClockRow)[];

/**
 * The rows of some lists of a scope received from `from` (included) to `to` (excluded), only
 * their clocks: one Query per partition on a key range, every page followed. The statistics' view
 * of terms missed so far by reports still being handled: the range is what can have missed one
 * (received long enough ago), so its cost follows those reports, not all of them.
 */
export async function listClockRowsReceivedBetween(
  scope: ReportScope,
  lists: readonly ReportList[],
  from: string,
  to: string,
): Promise<ReportClockRow[]> {
  if (from >= to) return [];
  const read = async (partition: string) => {
    const rows = await queryEvery({
      IndexName: listsIndex.name,
      // A sort key is `{receivedAt}#{reportId}`: one received exactly at `to` sorts after `to`.
      KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
      ProjectionExpression: clockAttributes.map((_, i) => `#a${i}`).join(', '),
      ExpressionAttributeNames: {
        '#pk': listsIndex.partitionKey,
        '#sk': listsIndex.sortKey,
        ...Object.fromEntries(clockAttributes.map((name, i) => [`#a${i}`, name])),
      },
      ExpressionAttributeValues: { ':pk': partition, ':from': from, ':to': to },
    });
    return rows as ReportClockRow[];
  };
  return (await Promise.all(partitionsOf(scope, lists).map(read)))
    .flat()
    .filter((row) => !scope.hidden.includes(row.reportId));
}

/** What a row shows beyond the `Lists` index's projection: the meeting asked for and the day follow-up ended. */
export interface RowExtras {
  meeting: Meeting | null;
  /** 'Zakończenie działań następczych' as recorded (a day); null: none recorded. */
  followUpEndOn: string | null;
}

/** A report item's row extras (the item holds what the category entry copies). */
export const rowExtrasOf = (
  report: Parameters<typeof meetingOf>[0] & Pick<ReportRecord, 'followUpEnd'>,
): RowExtras => ({
  meeting: meetingOf(report),
  followUpEndOn: report.followUpEnd?.on ?? null,
});

/**
 * What a page's rows show beyond the `Lists` index's projection (which CloudFormation cannot change
 * in place), read from their category entries by key (100 a request): the stored handlers
 * ('Prowadzący'), the meeting the reporter asked for (its term, and its protocol's state) and the
 * day follow-up ended.
 */
export async function rowExtrasOfReports(
  tenantId: string,
  reportIds: readonly string[],
): Promise<Map<string, RowExtras & { handlerIds: string[] }>> {
  if (!reportIds.length) return new Map();
  const entries = await getItems<{
    reportId: string;
    handlerIds?: string[];
    meetingRequestedAt?: string;
    meetingProtocol?: ProtocolSummary;
    followUpEndOn?: string;
  }>(
    reportIds.map((reportId) => keys.reportCategoryEntry(tenantId, reportId)),
    { attributes: ['reportId', 'handlerIds', 'meetingRequestedAt', 'meetingProtocol', 'followUpEndOn'] },
  );
  return new Map(
    entries.map((entry) => [
      entry.reportId,
      { handlerIds: entry.handlerIds ?? [], meeting: meetingOf(entry), followUpEndOn: entry.followUpEndOn ?? null },
    ]),
  );
}
