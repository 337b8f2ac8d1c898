import { DeleteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import {
  ZContentEnvelope,
  ZKekEnvelope,
  ZPublicKeyEnvelope,
  type ContentEnvelope,
  type KekEnvelope,
  type PublicKeyEnvelope,
} from '@shared/crypto/envelopes.js';
import { reportState, reportType, type ReportState, type ReportType } from '@shared/domain/report.js';
import { conversationTexts } from '@shared/messages/conversation.js';
import { reportTexts } from '@shared/messages/reports.js';
import { reportFieldDef, type StoredField } from './categories.js';
import { dynamo, tableName } from './client.js';
import { dataConflict, dataNotFound, type DataError } from './data-error.js';
import { entityVersions, madeByUpdate } from './item.js';
import { keys } from './keys.js';
import { getItem, itemSchema, queryPages } from './query.js';
import type { reportRowAttributes, TableKey } from './table-spec.js';
import type { ReadWithCaller } from './read-with-caller.js';
import type { TxWrite } from './transact.js';
import { statisticsWrites } from './report-statistics.js';
import { hiddenSetWrites } from './report-exclusions.js';
import { forgetHandledWrites, handledWrites, sameHandlersCondition } from './report-handlers.js';
import { legalHoldReasons, type FollowUpEnd, type LegalHold } from '@shared/domain/retention.js';
import type { AcknowledgementTemplateRef } from '@shared/domain/rules.js';
import { protocolStates, type ProtocolAnswer, type ProtocolState } from '@shared/domain/protocols.js';
import { ZProtocolSummary, type ProtocolSummary } from './protocol-summary.js';

/**
 * A report as stored: everything a person wrote is ciphertext; the rest is what lists need.
 * Access patterns: get by id; list by state / new messages / all (register) for the whole
 * organisation or per category, newest first (report-lists.ts); count per organisation and per
 * category; find by identifier (inbox).
 */
export interface ReportRecord {
  tenantId: string;
  reportId: string;
  /** Unformatted (as generated); shown with `formatReporterIdentifier`. */
  identifier: string;
  categoryId: string;
  /** The category's name when the report came in (lists show the current one while it exists). */
  categoryName: string;
  type: ReportType;
  state: ReportState;
  receivedAt: string;
  archivedAt: string | null;
  /**
   * The reporter's acknowledgement of receipt (art. 25 of the Act: within 7 days), shown in the
   * inbox: when staff first opened the report (new → open), or its receipt when the rule
   * acknowledged it (`automaticAcknowledgement`). Null while new and not acknowledged by the rule.
   */
  acknowledgedAt: string | null;
  /**
   * Acknowledged by the rule at receipt (issue #34): the version of the organisation's text the
   * reporter's inbox shows (acknowledgement-templates.ts); `acknowledgedAt` is then the receipt.
   * Absent: acknowledged by staff opening the report (or not yet).
   */
  automaticAcknowledgement?: AcknowledgementTemplateRef;
  /**
   * The first feedback to the reporter (due within 3 months): the first staff reply marked as
   * the feedback, or staff marking it given outside the platform (a plain reply is no feedback;
   * reports stored before marking existed keep the date their first reply set). Absent until
   * then (never null: set with if_not_exists).
   */
  feedbackAt?: string;
  /** Kept past retention while proceedings it started run; set and lifted by administrators. */
  legalHold?: LegalHold;
  /** The day follow-up ended, recorded by an administrator: retention counts from it (else from archiving). */
  followUpEnd?: FollowUpEnd;
  /** A phone report's protocol (type 2 only): awaiting the caller's approval, approved, corrections asked. */
  phoneProtocol?: ProtocolAnswer;
  /** A voice message's transcript ('Protokół wiadomości głosowej'): its state (its text: report-protocols.ts). */
  voiceProtocol?: ProtocolSummary;
  /** When the reporter asked for a meeting in person (art. 26(3): within 14 days); absent: never. */
  meetingRequestedAt?: string;
  /** The meeting's protocol: its state (its text: report-protocols.ts); its first version meets the meeting's term. */
  meetingProtocol?: ProtocolSummary;
  hasAttachments: boolean;
  /**
   * An e-mail report's (type 3) sender: whether SES verified the From address (SPF or DKIM
   * aligned, functions/channels/email-message.ts). False: nobody was answered, and staff see
   * 'nadawca niezweryfikowany'. Absent on other types and on e-mail reports older than the check.
   */
  emailSenderVerified?: boolean;
  /** Staff replies to the reporter. */
  repliesCount: number;
  /** Etykieta, under the organisation metadata key; set by staff. */
  label: ContentEnvelope | null;
  /** How many times staff changed the label (absent: never); a change names the version it was made on. */
  labelVersion?: number;
  /** Reporter messages no staff member has read yet ('Wiadomości' while the report is open). */
  hasNewMessages: boolean;
  /** 'Zaczernienia' (issue #35): the redacted ranges, under the report key (absent: none yet; report-staff-records.ts). */
  redactions?: ContentEnvelope | null;
  /** How many times staff changed the redactions (absent: never); a change names the version it was made on. */
  redactionsVersion?: number;
  /** 'Dane do rejestru zgłoszeń' (issue #40): what staff wrote for the register, under the report key. */
  register?: ContentEnvelope | null;
  /** As `redactionsVersion`, for the register record. */
  registerVersion?: number;
  /**
   * 'Nieistotne dla sprawy' (issue #35): how many times marks were made, unmarked or carried out
   * (absent: never); a mark names the version it was made on, the deletion job the one it read.
   */
  minimisationVersion?: number;
  /** When personal data marked irrelevant was last deleted (absent: never): the reporter is told that it was. */
  personalDataRemovedAt?: string;
  /** 'Osoba prowadząca': the staff users handling it (absent: none yet; report-handlers.ts). */
  handlerIds?: string[];
  /** How many times staff changed the handlers (absent: never); a change names the version it was made on. */
  handlersVersion?: number;
  /** 'Wyłącz z dostępu': staff who must not see it (absent: none; report-exclusions.ts). Its version is `handlersVersion`. */
  excludedIds?: string[];
  /** The category's form as it was when the report came in (labels may change later). */
  fieldDefs: Omit<StoredField, 'order' | 'translations'>[];
  fields: { fieldId: string; value: ContentEnvelope }[];
  reporter: ContentEnvelope | null;
  /**
   * The language the reporter used the form in (purpose `language`), under the report key. Absent
   * on reports of other channels and on those sent before it was recorded.
   */
  language?: ContentEnvelope;
  /**
   * 'Nie chcę, aby zgłoszenie widziały te osoby lub stanowiska: …' (purpose `exclusion-request`), under the report key:
   * the server cannot read whom the reporter named. Absent when they asked nothing.
   */
  exclusionRequest?: ContentEnvelope;
  /** `voice`: a voice message's encrypted marker (issue #32). */
  files: { fileId: string; name: ContentEnvelope; voice?: ContentEnvelope; size: number; s3Key: string }[];
  keys: { forOrganisation: PublicKeyEnvelope; forReporter: KekEnvelope };
  /** SHA-256 of the reporter's inbox login secret. */
  reporterAuthVerifier: string;
  /** Lets a replayed finalise be recognised and answered the same. */
  slotTokenHash: string;
  /**
   * The signed receipt made when the report was stored (docs/security.md §6.8), with the digest of
   * its ciphertext. Absent on reports stored before receipts existed.
   */
  receipt?: StoredReceipt;
}

/** A receipt as stored: its own schema, never the contract's (decision 133). */
const storedReceipt = z.object({
  v: z.literal(1),
  organisation: z.string(),
  identifier: z.string(),
  receivedAt: z.string(),
  channel: z.enum(['form', 'phone', 'email']),
  digest: z.string(),
  kid: z.string(),
  signature: z.string(),
});
export type StoredReceipt = z.infer<typeof storedReceipt>;

export const reportItem = itemSchema<ReportRecord>(
  'report',
  z.object({
    tenantId: z.string(),
    reportId: z.string(),
    identifier: z.string(),
    categoryId: z.string(),
    categoryName: z.string(),
    type: z.enum(reportType),
    state: z.enum(reportState),
    receivedAt: z.string(),
    archivedAt: z.string().nullable(),
    acknowledgedAt: z.string().nullable(),
    automaticAcknowledgement: z.object({ templateId: z.string(), version: z.number() }).optional(),
    feedbackAt: z.string().optional(),
    legalHold: z.object({ reason: z.enum(legalHoldReasons), setAt: z.string(), setByName: z.string() }).optional(),
    followUpEnd: z.object({ on: z.string(), setAt: z.string(), setByName: z.string() }).optional(),
    phoneProtocol: z.object({ state: z.enum(protocolStates), answeredAt: z.string().nullable() }).optional(),
    voiceProtocol: ZProtocolSummary.optional(),
    meetingRequestedAt: z.string().optional(),
    meetingProtocol: ZProtocolSummary.optional(),
    hasAttachments: z.boolean(),
    emailSenderVerified: z.boolean().optional(),
    repliesCount: z.number(),
    label: ZContentEnvelope.nullable(),
    labelVersion: z.number().optional(),
    hasNewMessages: z.boolean(),
    redactions: ZContentEnvelope.nullable().optional(),
    redactionsVersion: z.number().optional(),
    register: ZContentEnvelope.nullable().optional(),
    registerVersion: z.number().optional(),
    minimisationVersion: z.number().optional(),
    personalDataRemovedAt: z.string().optional(),
    handlerIds: z.array(z.string()).optional(),
    handlersVersion: z.number().optional(),
    excludedIds: z.array(z.string()).optional(),
    fieldDefs: z.array(reportFieldDef),
    fields: z.array(z.object({ fieldId: z.string(), value: ZContentEnvelope })),
    reporter: ZContentEnvelope.nullable(),
    language: ZContentEnvelope.optional(),
    files: z.array(
      z.object({
        fileId: z.string(),
        name: ZContentEnvelope,
        voice: ZContentEnvelope.optional(),
        size: z.number(),
        s3Key: z.string(),
      }),
    ),
    keys: z.object({ forOrganisation: ZPublicKeyEnvelope, forReporter: ZKekEnvelope }),
    reporterAuthVerifier: z.string(),
    slotTokenHash: z.string(),
    receipt: storedReceipt.optional(),
  }),
);

/** What every report starts as, whichever channel brought it: new, unopened, unanswered, unlabelled. */
export const freshReport = (receivedAt: string) =>
  ({
    state: reportState.new,
    receivedAt,
    archivedAt: null,
    acknowledgedAt: null,
    repliesCount: 0,
    label: null,
    hasNewMessages: false,
  }) satisfies Partial<ReportRecord>;

/** What a list row is made of: exactly what the `Lists` index projects. */
export type ReportRowRecord = Pick<ReportRecord, (typeof reportRowAttributes)[number]>;

/**
 * The list a report is in. An open report with unread reporter messages is in `msg`, so that
 * 'Wiadomości' is a list of its own and the open list reads `open` and `msg`.
 */
export type ReportList = 'new' | 'open' | 'msg' | 'arch';

export function listOf(report: Pick<ReportRecord, 'state' | 'hasNewMessages'>): ReportList {
  if (report.state === reportState.new) return 'new';
  if (report.state === reportState.archived) return 'arch';
  return report.hasNewMessages ? 'msg' : 'open';
}

/** The report counts kept per organisation (in its counters) and per category. */
export interface ReportCounts {
  new: number;
  open: number;
  archived: number;
  /** Open reports with unread reporter messages. */
  newMessages: number;
}
const countNames = ['new', 'open', 'archived', 'newMessages'] as const satisfies readonly (keyof ReportCounts)[];

/** What one report in a list adds to the counts: the counters follow list membership exactly. */
export const countsIn = (list: ReportList): ReportCounts => ({
  new: list === 'new' ? 1 : 0,
  open: list === 'open' || list === 'msg' ? 1 : 0,
  archived: list === 'arch' ? 1 : 0,
  newMessages: list === 'msg' ? 1 : 0,
});

const noCounts: ReportCounts = { new: 0, open: 0, archived: 0, newMessages: 0 };

/** How the counts change when a report moves between lists (null: not in any list). */
const countsDelta = (from: ReportList | null, to: ReportList | null): ReportCounts => {
  const before = from ? countsIn(from) : noCounts;
  const after = to ? countsIn(to) : noCounts;
  return {
    new: after.new - before.new,
    open: after.open - before.open,
    archived: after.archived - before.archived,
    newMessages: after.newMessages - before.newMessages,
  };
};

/** The `ADD` of a change of counts, or null when nothing changes. */
function countsAdd(delta: ReportCounts) {
  const changed = countNames.filter((name) => delta[name] !== 0);
  if (!changed.length) return null;
  return {
    expression: `ADD ${changed.map((_, i) => `#c${i} :c${i}`).join(', ')}`,
    names: Object.fromEntries(changed.map((name, i) => [`#c${i}`, name])),
    values: Object.fromEntries(changed.map((name, i) => [`:c${i}`, delta[name]])),
  };
}

/** Adds a change of counts to one category's counters (the item is made on first use). */
function categoryCountersWrites(tenantId: string, categoryId: string, delta: ReportCounts): TxWrite[] {
  const add = countsAdd(delta);
  if (!add) return [];
  return [
    {
      Update: {
        Key: keys.categoryCounters(tenantId, categoryId),
        UpdateExpression: `SET entity = if_not_exists(entity, :entity), v = :v, tenantId = :tenant, categoryId = :category ${add.expression}`,
        ExpressionAttributeNames: add.names,
        ExpressionAttributeValues: {
          ...add.values,
          ':entity': 'categoryCounters',
          ':v': entityVersions.categoryCounters,
          ':tenant': tenantId,
          ':category': categoryId,
        },
      },
    },
  ];
}

/** Adds a change of counts to the organisation's and the category's counters (same transaction). */
function countersWrites(tenantId: string, categoryId: string, delta: ReportCounts): TxWrite[] {
  const add = countsAdd(delta);
  if (!add) return [];
  return [
    {
      Update: {
        Key: keys.counters(tenantId),
        UpdateExpression: `SET ${madeByUpdate('counters').set} ${add.expression}`,
        ExpressionAttributeNames: add.names,
        ExpressionAttributeValues: { ...add.values, ...madeByUpdate('counters').values },
      },
    },
    ...categoryCountersWrites(tenantId, categoryId, delta),
  ];
}

const negated = (counts: ReportCounts): ReportCounts => ({
  new: -counts.new,
  open: -counts.open,
  archived: -counts.archived,
  newMessages: -counts.newMessages,
});

const listSortKey = (report: Pick<ReportRecord, 'receivedAt' | 'reportId'>) =>
  `${report.receivedAt}#${report.reportId}`;

const listKeys = (report: ReportRecord) => ({
  ListPK: keys.reportList(report.tenantId, listOf(report)),
  ListSK: listSortKey(report),
});
const categoryListKeys = (report: ReportRecord) => ({
  ListPK: keys.categoryReportList(report.tenantId, report.categoryId, listOf(report)),
  ListSK: listSortKey(report),
});

const rowOf = (report: ReportRecord): ReportRowRecord => ({
  reportId: report.reportId,
  identifier: report.identifier,
  type: report.type,
  state: report.state,
  receivedAt: report.receivedAt,
  archivedAt: report.archivedAt,
  acknowledgedAt: report.acknowledgedAt,
  // Absent until feedback is given (set with if_not_exists): a report stored with it (the demo) lists it.
  ...(report.feedbackAt ? { feedbackAt: report.feedbackAt } : {}),
  hasAttachments: report.hasAttachments,
  repliesCount: report.repliesCount,
  label: report.label,
  categoryId: report.categoryId,
  categoryName: report.categoryName,
  hasNewMessages: report.hasNewMessages,
});

/** Whether a report's item exists (its key only: a report item is large). */
export async function reportExists(tenantId: string, reportId: string): Promise<boolean> {
  const { Item } = await dynamo.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.report(tenantId, reportId),
      ConsistentRead: true,
      ProjectionExpression: 'PK',
    }),
  );
  return !!Item;
}

export async function getReportRecord(tenantId: string, reportId: string): Promise<ReportRecord | null> {
  return getItem(keys.report(tenantId, reportId), reportItem);
}

/** A report read with the caller (lib/handler.ts `readWithCaller`): the same item `getReportRecord` reads, strongly consistent too. */
export const reportWithCaller = (reportId: string): ReadWithCaller<ReportRecord | null> => ({
  key: (tenantId) => keys.report(tenantId, reportId),
  from: (item) => (item ? reportItem.parse(item) : null),
});

export const identifierItem = itemSchema('identifier', z.object({ tenantId: z.string(), reportId: z.string() }));

/** The report an identifier names (the inbox login), or null. */
export async function getReportByIdentifier(identifier: string): Promise<ReportRecord | null> {
  const link = await getItem(keys.identifier(identifier), identifierItem);
  // An unknown identifier reads a report that never exists: the same work as a known one.
  return getReportRecord(link?.tenantId ?? 'none', link?.reportId ?? 'none');
}

/**
 * Writes of a report that came in: the report (listed for the organisation), its category entry,
 * its identifier (unique: a condition, not a read) and the counts of its list.
 */
/**
 * DynamoDB refuses items over 400 KB. A report's item holds its ciphertext and a copy of its
 * category's form (up to ~210 KB of labels), so both within their own limits can still be too
 * much together: the stored item is measured (as JSON, which counts more than DynamoDB does)
 * before it is written, with room left for what is added later (label, acknowledgement, counts).
 */
export const REPORT_ITEM_MAX_BYTES = 360_000;

export const reportItemBytes = (report: ReportRecord): number =>
  Buffer.byteLength(JSON.stringify(newReportWrites(report)[0]));

export function newReportWrites(report: ReportRecord): TxWrite[] {
  return [
    {
      Put: {
        Item: {
          ...keys.report(report.tenantId, report.reportId),
          ...listKeys(report),
          entity: 'report',
          v: entityVersions.report,
          ...report,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    {
      Put: {
        Item: {
          ...keys.reportCategoryEntry(report.tenantId, report.reportId),
          ...categoryListKeys(report),
          entity: 'reportListEntry',
          v: entityVersions.reportListEntry,
          tenantId: report.tenantId,
          ...rowOf(report),
          ...(report.handlerIds?.length ? { handlerIds: report.handlerIds } : {}),
          // A meeting asked for with the form's report (and the demo's, with protocols written already).
          ...(report.meetingRequestedAt ? { meetingRequestedAt: report.meetingRequestedAt } : {}),
          ...(report.voiceProtocol ? { voiceProtocol: report.voiceProtocol } : {}),
          ...(report.meetingProtocol ? { meetingProtocol: report.meetingProtocol } : {}),
          ...(report.followUpEnd ? { followUpEndOn: report.followUpEnd.on } : {}),
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    // Only the demo stores a report with handlers already chosen, or someone excluded from it.
    ...handledWrites(report),
    ...hiddenSetWrites(report),
    {
      Put: {
        Item: {
          ...keys.identifier(report.identifier),
          entity: 'identifier',
          v: entityVersions.identifier,
          tenantId: report.tenantId,
          reportId: report.reportId,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    ...countersWrites(report.tenantId, report.categoryId, countsDelta(null, listOf(report))),
    ...statisticsWrites(null, { report }),
  ];
}

type RowChange = Partial<
  Pick<ReportRecord, 'state' | 'archivedAt' | 'acknowledgedAt' | 'hasNewMessages' | 'repliesCount'>
>;

/**
 * The report and its category entry, updated only if the report is still as it was read (state,
 * category, new-messages marker; with `sameFeedback`, its feedback too, for a change whose
 * statistics depend on it): else "changed meanwhile".
 */
function rowUpdates(
  seen: ReportRecord,
  reportSet: Record<string, unknown>,
  entrySet: Record<string, unknown>,
  sameFeedback = false,
): TxWrite[] {
  const report = setExpression(reportSet);
  const entry = setExpression(entrySet);
  const feedback = !sameFeedback
    ? null
    : seen.feedbackAt
      ? { condition: ' AND #seenFeedback = :seenFeedback', value: { ':seenFeedback': seen.feedbackAt } }
      : { condition: ' AND attribute_not_exists(#seenFeedback)', value: {} };
  return [
    {
      Update: {
        Key: keys.report(seen.tenantId, seen.reportId),
        UpdateExpression: report.expression,
        ConditionExpression: `attribute_exists(PK) AND #seenState = :seenState AND #seenCategory = :seenCategory AND #seenMarker = :seenMarker${feedback?.condition ?? ''}`,
        ExpressionAttributeNames: {
          ...report.names,
          '#seenState': 'state',
          '#seenCategory': 'categoryId',
          '#seenMarker': 'hasNewMessages',
          ...(feedback ? { '#seenFeedback': 'feedbackAt' } : {}),
        },
        ExpressionAttributeValues: {
          ...report.values,
          ':seenState': seen.state,
          ':seenCategory': seen.categoryId,
          ':seenMarker': seen.hasNewMessages,
          ...feedback?.value,
        },
      },
      failure: dataConflict(reportTexts.changedMeanwhile),
    },
    {
      Update: {
        Key: keys.reportCategoryEntry(seen.tenantId, seen.reportId),
        UpdateExpression: entry.expression,
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: entry.names,
        ExpressionAttributeValues: entry.values,
      },
      failure: dataConflict(reportTexts.changedMeanwhile),
    },
  ];
}

/**
 * Writes that change what a report's rows show. The report must still be as it was read (state,
 * category, new-messages marker), so the counters move exactly once however many people act at
 * the same time; otherwise the write fails with "changed meanwhile".
 */
function changeReportWrites(seen: ReportRecord, change: RowChange): TxWrite[] {
  const next: ReportRecord = { ...seen, ...change };
  const statistics = statisticsWrites({ report: seen }, { report: next });
  return [
    ...rowUpdates(
      seen,
      { ...change, ListPK: listKeys(next).ListPK },
      { ...change, ListPK: categoryListKeys(next).ListPK },
      statistics.length > 0,
    ),
    ...countersWrites(seen.tenantId, seen.categoryId, countsDelta(listOf(seen), listOf(next))),
    ...statistics,
  ];
}

function setExpression(set: Record<string, unknown>) {
  const entries = Object.entries(set);
  return {
    expression: `SET ${entries.map((_, i) => `#a${i} = :a${i}`).join(', ')}`,
    names: Object.fromEntries(entries.map(([name], i) => [`#a${i}`, name])),
    values: Object.fromEntries(entries.map(([, value], i) => [`:a${i}`, value])),
  };
}

/**
 * A new report is opened by staff for the first time: it leaves 'Nowe' (unread messages then show
 * in 'Wiadomości') and its receipt is acknowledged to the reporter, unless the rule did so at receipt.
 */
export const openReportWrites = (seen: ReportRecord, openedAt: string): TxWrite[] =>
  changeReportWrites(seen, { state: reportState.open, acknowledgedAt: seen.acknowledgedAt ?? openedAt });

/** An open report is archived; the new-messages marker goes with it (a closed case takes no messages). */
export const archiveReportWrites = (seen: ReportRecord, archivedAt: string): TxWrite[] =>
  changeReportWrites(seen, { state: reportState.archived, archivedAt, hasNewMessages: false });

/**
 * The reporter wrote: the report shows in 'Wiadomości' while open (a new one keeps the marker
 * until it is opened). Nothing to write when the marker is already up or the case is closed.
 */
export const raiseNewMessagesWrites = (seen: ReportRecord): TxWrite[] =>
  seen.hasNewMessages || seen.state === reportState.archived ? [] : changeReportWrites(seen, { hasNewMessages: true });

/** Failures of a first feedback that lost to another one given at the same moment (see `isFirstFeedbackRace`). */
const firstFeedbackRaces = new WeakSet<object>();

/**
 * Whether a transaction failed only because another feedback was recorded first (a parallel
 * reply): the caller reads the report again and sends its writes once more, now as a later one.
 */
export const isFirstFeedbackRace = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && firstFeedbackRaces.has(error);

function firstFeedbackRace(): DataError {
  const failure = dataConflict(reportTexts.changedMeanwhile);
  firstFeedbackRaces.add(failure);
  return failure;
}

/**
 * The first feedback moves the statistics (in time or late). Its writes are made only if the
 * report is as it was read: no feedback yet, in the same category (else "changed meanwhile": the
 * statistics would count it twice, or in the wrong category). Later ones change nothing counted.
 */
function firstFeedbackWrites(
  seen: ReportRecord,
  at: string,
): {
  entryCondition: { expression: string; names: Record<string, string>; values: Record<string, unknown> } | null;
  statistics: TxWrite[];
} {
  if (seen.feedbackAt) return { entryCondition: null, statistics: [] };
  return {
    entryCondition: {
      expression: ' AND attribute_not_exists(#feedback) AND #category = :seenCategory',
      names: { '#feedback': 'feedbackAt', '#category': 'categoryId' },
      values: { ':seenCategory': seen.categoryId },
    },
    statistics: statisticsWrites({ report: seen }, { report: { ...seen, feedbackAt: at } }),
  };
}

/**
 * Feedback recorded on the report and its list row (`set`: the update of both), only while the
 * report is not closed (archiving wins over a reply in flight); the first one also in the statistics.
 */
function feedbackWrites(
  seen: ReportRecord,
  at: string,
  set: { UpdateExpression: string; ExpressionAttributeValues: Record<string, unknown> },
): TxWrite[] {
  const first = firstFeedbackWrites(seen, at);
  const open = {
    ConditionExpression: 'attribute_exists(PK) AND #state <> :archived',
    ExpressionAttributeNames: { '#state': 'state' },
  };
  const values = { ...set.ExpressionAttributeValues, ':archived': reportState.archived };
  return [
    {
      Update: { Key: keys.report(seen.tenantId, seen.reportId), ...set, ...open, ExpressionAttributeValues: values },
      failure: dataConflict(conversationTexts.closed),
    },
    first.entryCondition
      ? {
          Update: {
            Key: keys.reportCategoryEntry(seen.tenantId, seen.reportId),
            ...set,
            ConditionExpression: `${open.ConditionExpression}${first.entryCondition.expression}`,
            ExpressionAttributeNames: { ...open.ExpressionAttributeNames, ...first.entryCondition.names },
            ExpressionAttributeValues: { ...values, ...first.entryCondition.values },
          },
          failure: firstFeedbackRace(),
        }
      : {
          Update: {
            Key: keys.reportCategoryEntry(seen.tenantId, seen.reportId),
            ...set,
            ...open,
            ExpressionAttributeValues: values,
          },
          failure: dataConflict(conversationTexts.closed),
        },
    ...first.statistics,
  ];
}

/**
 * A staff reply is counted on the report and its list row (ADD, so parallel replies all count),
 * only while the report is not closed. A reply staff marked as the feedback records it (the first
 * one also in the statistics); a plain reply does not stop the 3-month clock.
 */
export function countReplyWrites(seen: ReportRecord, sentAt: string, isFeedback: boolean): TxWrite[] {
  if (isFeedback)
    return feedbackWrites(seen, sentAt, {
      UpdateExpression: 'ADD repliesCount :one SET feedbackAt = if_not_exists(feedbackAt, :at)',
      ExpressionAttributeValues: { ':one': 1, ':at': sentAt },
    });
  const open = {
    ConditionExpression: 'attribute_exists(PK) AND #state <> :archived',
    ExpressionAttributeNames: { '#state': 'state' },
  };
  const count = {
    UpdateExpression: 'ADD repliesCount :one',
    ExpressionAttributeValues: { ':one': 1, ':archived': reportState.archived },
  };
  return [
    {
      Update: { Key: keys.report(seen.tenantId, seen.reportId), ...count, ...open },
      failure: dataConflict(conversationTexts.closed),
    },
    {
      Update: { Key: keys.reportCategoryEntry(seen.tenantId, seen.reportId), ...count, ...open },
      failure: dataConflict(conversationTexts.closed),
    },
  ];
}

/** Staff say feedback was given outside the platform (by letter, in person): recorded once. */
export const markFeedbackWrites = (seen: ReportRecord, givenAt: string): TxWrite[] =>
  feedbackWrites(seen, givenAt, {
    UpdateExpression: 'SET feedbackAt = if_not_exists(feedbackAt, :at)',
    ExpressionAttributeValues: { ':at': givenAt },
  });

/** The report still takes messages (it was not closed meanwhile); for a write that changes nothing else on it. */
export const acceptsMessagesCheck = (seen: ReportRecord): TxWrite => ({
  ConditionCheck: {
    Key: keys.report(seen.tenantId, seen.reportId),
    ConditionExpression: 'attribute_exists(PK) AND #state <> :archived',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: { ':archived': reportState.archived },
  },
  failure: dataConflict(conversationTexts.closed),
});

/** Staff read the conversation: the report leaves 'Wiadomości'. */
export const clearNewMessagesWrites = (seen: ReportRecord): TxWrite[] =>
  seen.hasNewMessages ? changeReportWrites(seen, { hasNewMessages: false }) : [];

/** The label's version as stored: 0 until staff first change it. */
export const labelVersionOf = (report: Pick<ReportRecord, 'labelVersion'>): number => report.labelVersion ?? 0;

/**
 * Staff set, changed or removed the label (encrypted under the metadata key) on the report and
 * its list row, only while the label is still the version read (else "changed meanwhile": two
 * editors never overwrite each other silently). The label moves no report between lists, so
 * nothing else about the report needs to be as read.
 */
export function setReportLabelWrites(seen: ReportRecord, label: ContentEnvelope | null): TxWrite[] {
  const version = labelVersionOf(seen);
  const sameVersion = version === 0 ? 'attribute_not_exists(#version)' : '#version = :seenVersion';
  const names = { '#label': 'label' };
  return [
    {
      Update: {
        Key: keys.report(seen.tenantId, seen.reportId),
        UpdateExpression: 'SET #label = :label, #version = :nextVersion',
        ConditionExpression: `attribute_exists(PK) AND ${sameVersion}`,
        ExpressionAttributeNames: { ...names, '#version': 'labelVersion' },
        ExpressionAttributeValues: {
          ':label': label,
          ':nextVersion': version + 1,
          ...(version === 0 ? {} : { ':seenVersion': version }),
        },
      },
      failure: dataConflict(reportTexts.labelChangedMeanwhile),
    },
    {
      Update: {
        Key: keys.reportCategoryEntry(seen.tenantId, seen.reportId),
        UpdateExpression: 'SET #label = :label',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':label': label },
      },
      failure: dataConflict(reportTexts.changedMeanwhile),
    },
  ];
}

/**
 * The report moves to another category (its partition stays): the report and its category entry
 * name the new category, the entry is listed under the new category's list, and the report's
 * counts leave the old category's counters for the new one's. The report must be as it was read;
 * the target category must still exist.
 */
export function moveReportWrites(seen: ReportRecord, target: { categoryId: string; name: string }): TxWrite[] {
  const next: ReportRecord = { ...seen, categoryId: target.categoryId, categoryName: target.name };
  const change = { categoryId: target.categoryId, categoryName: target.name };
  const counts = countsIn(listOf(seen));
  return [
    ...rowUpdates(seen, change, { ...change, ListPK: categoryListKeys(next).ListPK }, true),
    {
      ConditionCheck: {
        Key: keys.category(seen.tenantId, target.categoryId),
        ConditionExpression: 'attribute_exists(PK)',
      },
      failure: dataNotFound(reportTexts.categoryNotFound),
    },
    ...categoryCountersWrites(seen.tenantId, seen.categoryId, negated(counts)),
    ...categoryCountersWrites(seen.tenantId, target.categoryId, counts),
    ...statisticsWrites({ report: seen }, { report: next }),
  ];
}

/** A deleted report whose files and child items are still to be removed. */
export interface ReportPurge {
  tenantId: string;
  reportId: string;
  deletedAt: string;
}

export const reportPurgeItem = itemSchema<ReportPurge>(
  'reportPurge',
  z.object({ tenantId: z.string(), reportId: z.string(), deletedAt: z.string() }),
);

/**
 * Deleting an archived report, all or nothing: the report, its category entry and identifier go,
 * the counts follow, and a purge marker stays until `purgeReportData` has removed its files and
 * child items (a retry or the purge job finishes what an interrupted purge left).
 */
export function deleteReportWrites(seen: ReportRecord, deletedAt: string): TxWrite[] {
  const purge: ReportPurge = { tenantId: seen.tenantId, reportId: seen.reportId, deletedAt };
  const sameHandlers = sameHandlersCondition(seen);
  return [
    {
      Delete: {
        Key: keys.report(seen.tenantId, seen.reportId),
        // A legal hold set meanwhile keeps the report.
        // Its handlers as read too: the handled items that go with it are the ones read.
        ConditionExpression: `attribute_exists(PK) AND #state = :archived AND categoryId = :category AND attribute_not_exists(legalHold) AND ${sameHandlers.expression}`,
        ExpressionAttributeNames: { '#state': 'state', ...sameHandlers.names },
        ExpressionAttributeValues: {
          ':archived': reportState.archived,
          ':category': seen.categoryId,
          ...sameHandlers.values,
        },
      },
      failure: dataConflict(reportTexts.changedMeanwhile),
    },
    { Delete: { Key: keys.reportCategoryEntry(seen.tenantId, seen.reportId) } },
    ...forgetHandledWrites(seen),
    { Delete: { Key: keys.identifier(seen.identifier) } },
    ...countersWrites(seen.tenantId, seen.categoryId, countsDelta(listOf(seen), null)),
    // Still counted as received (statistics name no report): now as deleted.
    ...statisticsWrites({ report: seen }, { report: seen, deleted: true }),
    {
      Put: {
        Item: {
          ...keys.reportPurge(seen.tenantId, seen.reportId),
          entity: 'reportPurge',
          v: entityVersions.reportPurge,
          ...purge,
        },
      },
    },
  ];
}

export async function getReportPurge(tenantId: string, reportId: string): Promise<ReportPurge | null> {
  return getItem(keys.reportPurge(tenantId, reportId), reportPurgeItem);
}

/** Deleted reports not yet purged, oldest first (for the purge job). */
export async function listReportPurges(limit = 100): Promise<ReportPurge[]> {
  const { Items } = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.reportPurges().PK },
      Limit: limit,
    }),
  );
  return (Items ?? []).map((item) => reportPurgeItem.parse(item));
}

/** Plain deletes, 25 at a time: function roles are never granted the batch actions (infra/access.ts). */
async function deleteItems(itemKeys: TableKey[]): Promise<void> {
  for (let i = 0; i < itemKeys.length; i += 25) {
    await Promise.all(
      itemKeys.slice(i, i + 25).map((Key) => dynamo.send(new DeleteCommand({ TableName: tableName(), Key }))),
    );
  }
}

/** Removes every item left of a deleted report (messages, notes, files…); safe to repeat. */
export async function deleteReportItems(tenantId: string, reportId: string): Promise<void> {
  const pages = queryPages({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.reportItemsOf(tenantId, reportId).PK },
    ProjectionExpression: 'PK, SK',
  });
  for await (const page of pages) await deleteItems(page as TableKey[]);
}

/** The purge is over: the deleted report has left nothing behind. */
export async function deleteReportPurge(purge: Pick<ReportPurge, 'tenantId' | 'reportId'>): Promise<void> {
  await deleteItems([keys.reportPurge(purge.tenantId, purge.reportId)]);
}

/** An administrator sets (or changes) a report's legal hold. */
export const setLegalHoldWrite = (report: Pick<ReportRecord, 'tenantId' | 'reportId'>, hold: LegalHold): TxWrite => ({
  Update: {
    Key: keys.report(report.tenantId, report.reportId),
    UpdateExpression: 'SET legalHold = :hold',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':hold': hold },
  },
  failure: dataNotFound(),
});

/**
 * An administrator records the day follow-up ended (null: none, retention counts from archiving),
 * over the day read (`seen`): of two changes at once, the later fails as changed meanwhile. The
 * day is kept on the category entry too, where the register's rows read it ('Data zakończenia').
 */
export const setFollowUpEndWrites = (
  report: Pick<ReportRecord, 'tenantId' | 'reportId'>,
  seen: string | null,
  end: FollowUpEnd | null,
): TxWrite[] => [
  {
    Update: {
      Key: keys.report(report.tenantId, report.reportId),
      ...(end ? { UpdateExpression: 'SET followUpEnd = :end' } : { UpdateExpression: 'REMOVE followUpEnd' }),
      ConditionExpression: `attribute_exists(PK) AND ${seen === null ? 'attribute_not_exists(followUpEnd)' : 'followUpEnd.#on = :seen'}`,
      ...(seen === null ? {} : { ExpressionAttributeNames: { '#on': 'on' } }),
      ...(end || seen !== null
        ? {
            ExpressionAttributeValues: { ...(end ? { ':end': end } : {}), ...(seen === null ? {} : { ':seen': seen }) },
          }
        : {}),
    },
    failure: dataConflict(reportTexts.changedMeanwhile),
  },
  {
    Update: {
      Key: keys.reportCategoryEntry(report.tenantId, report.reportId),
      ...(end
        ? { UpdateExpression: 'SET followUpEndOn = :on', ExpressionAttributeValues: { ':on': end.on } }
        : { UpdateExpression: 'REMOVE followUpEndOn' }),
      ConditionExpression: 'attribute_exists(PK)',
    },
    failure: dataNotFound(),
  },
];

/** An administrator lifts a report's legal hold: retention applies again. */
export const clearLegalHoldWrite = (report: Pick<ReportRecord, 'tenantId' | 'reportId'>): TxWrite => ({
  Update: {
    Key: keys.report(report.tenantId, report.reportId),
    UpdateExpression: 'REMOVE legalHold',
    ConditionExpression: 'attribute_exists(PK)',
  },
  failure: dataNotFound(),
});

/**
 * The caller's answer to a phone report's protocol: only while it is in the state read (a
 * parallel answer fails as "changed meanwhile"), logged in the same transaction by the caller.
 */
export const phoneProtocolWrite = (
  report: Pick<ReportRecord, 'tenantId' | 'reportId'>,
  seen: ProtocolState,
  next: ProtocolAnswer,
): TxWrite => ({
  Update: {
    Key: keys.report(report.tenantId, report.reportId),
    UpdateExpression: 'SET phoneProtocol = :next',
    ConditionExpression: 'attribute_exists(PK) AND phoneProtocol.#state = :seen',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: { ':next': next, ':seen': seen },
  },
  failure: dataConflict(reportTexts.changedMeanwhile),
});
