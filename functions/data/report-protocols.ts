import * as z from 'zod';
import type { Meeting, WrittenProtocolView } from '@shared/contracts/reports/schemas.js';
import { ZContentEnvelope, type ContentEnvelope } from '@shared/crypto/envelopes.js';
import { writtenProtocolKinds, type ProtocolAnswer, type WrittenProtocolKind } from '@shared/domain/protocols.js';
import { protocolTexts } from '@shared/messages/protocols.js';
import { dataConflict, dataNotFound } from './data-error.js';
import { tableItem } from './item.js';
import { keys } from './keys.js';
import { getItem, itemSchema } from './query.js';
import type { ReportRecord } from './reports.js';
import { statisticsWrites } from './report-statistics.js';
import type { ProtocolSummary } from './protocol-summary.js';
import type { TxWrite } from './transact.js';

/** The attribute of the report item (and its category entry) holding a written protocol's state. */
export const protocolAttribute = {
  voice: 'voiceProtocol',
  meeting: 'meetingProtocol',
} as const satisfies Record<WrittenProtocolKind, string>;

/** What of a report (its item or its category entry) these read and write: its keys and the protocols' state. */
interface ReportRef {
  tenantId: string;
  reportId: string;
}
interface WithProtocols {
  voiceProtocol?: ProtocolSummary;
  meetingProtocol?: ProtocolSummary;
  meetingRequestedAt?: string;
}

export const protocolSummaryOf = (report: WithProtocols, kind: WrittenProtocolKind): ProtocolSummary | null =>
  report[protocolAttribute[kind]] ?? null;

/**
 * The current version of a written protocol, in the report's partition: its text is ciphertext
 * under the report key (purpose `protocol/{kind}/{version}`), with who wrote it (staff only see it).
 */
export interface ReportProtocolRecord {
  tenantId: string;
  reportId: string;
  kind: WrittenProtocolKind;
  version: number;
  text: ContentEnvelope;
  writtenAt: string;
  authorId: string;
  authorName: string;
}

export const reportProtocolItem = itemSchema<ReportProtocolRecord>(
  'reportProtocol',
  z.object({
    tenantId: z.string(),
    reportId: z.string(),
    kind: z.enum(writtenProtocolKinds),
    version: z.number().int().min(1),
    text: ZContentEnvelope,
    writtenAt: z.string(),
    authorId: z.string(),
    authorName: z.string(),
  }),
);

export async function getReportProtocol(
  tenantId: string,
  reportId: string,
  kind: WrittenProtocolKind,
): Promise<ReportProtocolRecord | null> {
  return getItem(keys.reportProtocol(tenantId, reportId, kind), reportProtocolItem);
}

/** The report's written protocols that exist (a report has at most one of each kind). */
export async function getReportProtocols(
  report: ReportRef & WithProtocols,
): Promise<Partial<Record<WrittenProtocolKind, ReportProtocolRecord>>> {
  const found: Partial<Record<WrittenProtocolKind, ReportProtocolRecord>> = {};
  await Promise.all(
    writtenProtocolKinds.map(async (kind) => {
      if (!protocolSummaryOf(report, kind)) return;
      const protocol = await getReportProtocol(report.tenantId, report.reportId, kind);
      if (protocol) found[kind] = protocol;
    }),
  );
  return found;
}

/** The condition that the protocol is still at the version (and, for an answer, the state) read. */
function asSeen(kind: WrittenProtocolKind, seen: ProtocolSummary | null) {
  const attribute = protocolAttribute[kind];
  if (!seen)
    return {
      condition: 'attribute_not_exists(#p)',
      names: { '#p': attribute } as Record<string, string>,
      values: {} as Record<string, unknown>,
    };
  return {
    condition: '#p.version = :seenVersion AND #p.#state = :seenState',
    names: { '#p': attribute, '#state': 'state' } as Record<string, string>,
    values: { ':seenVersion': seen.version, ':seenState': seen.state } as Record<string, unknown>,
  };
}

/** Sets the summary on the category entry too (lists read it there). */
const entrySummaryWrite = (report: ReportRef, kind: WrittenProtocolKind, summary: ProtocolSummary): TxWrite => ({
  Update: {
    Key: keys.reportCategoryEntry(report.tenantId, report.reportId),
    UpdateExpression: 'SET #p = :summary',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeNames: { '#p': protocolAttribute[kind] },
    ExpressionAttributeValues: { ':summary': summary },
  },
  failure: dataNotFound(),
});

/**
 * Staff write a protocol's next version: its text replaces the last one, and it awaits the
 * reporter again. Only on the version read (a parallel write fails as "changed meanwhile"), never
 * once approved; a meeting's protocol only after the reporter asked for the meeting.
 */
export function writeProtocolWrites(
  report: ReportRecord,
  seen: ProtocolSummary | null,
  protocol: ReportProtocolRecord,
): TxWrite[] {
  const { kind } = protocol;
  const summary: ProtocolSummary = {
    state: 'awaiting',
    answeredAt: null,
    version: protocol.version,
    recordedAt: seen?.recordedAt ?? protocol.writtenAt,
    writtenAt: protocol.writtenAt,
  };
  const same = asSeen(kind, seen);
  // A meeting's first protocol settles its term in the statistics of the category as read.
  const requested = kind === 'meeting' ? ' AND attribute_exists(meetingRequestedAt) AND categoryId = :category' : '';
  return [
    {
      Update: {
        Key: keys.report(report.tenantId, report.reportId),
        UpdateExpression: 'SET #p = :summary',
        ConditionExpression: `attribute_exists(PK) AND ${same.condition}${requested}`,
        ExpressionAttributeNames: same.names,
        ExpressionAttributeValues: {
          ...same.values,
          ':summary': summary,
          ...(kind === 'meeting' ? { ':category': report.categoryId } : {}),
        },
      },
      failure: dataConflict(protocolTexts.changedMeanwhile),
    },
    entrySummaryWrite(report, kind, summary),
    {
      Put: {
        Item: tableItem(keys.reportProtocol(report.tenantId, report.reportId, kind), 'reportProtocol', protocol),
      },
    },
    ...(kind === 'meeting' && !seen
      ? statisticsWrites({ report }, { report: { ...report, meetingProtocol: summary } })
      : []),
  ];
}

/** A protocol stored with a report that is stored with its state (only the demo does). */
export const newProtocolWrite = (protocol: ReportProtocolRecord): TxWrite => ({
  Put: {
    Item: tableItem(
      keys.reportProtocol(protocol.tenantId, protocol.reportId, protocol.kind),
      'reportProtocol',
      protocol,
    ),
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

/** The reporter's answer to a written protocol: only to the version and state they read. */
export function answerProtocolWrites(
  report: ReportRef,
  kind: WrittenProtocolKind,
  seen: ProtocolSummary,
  answer: ProtocolAnswer,
): TxWrite[] {
  const summary: ProtocolSummary = { ...seen, ...answer };
  const same = asSeen(kind, seen);
  return [
    {
      Update: {
        Key: keys.report(report.tenantId, report.reportId),
        UpdateExpression: 'SET #p = :summary',
        ConditionExpression: `attribute_exists(PK) AND ${same.condition}`,
        ExpressionAttributeNames: same.names,
        ExpressionAttributeValues: { ...same.values, ':summary': summary },
      },
      failure: dataConflict(protocolTexts.changedMeanwhile),
    },
    entrySummaryWrite(report, kind, summary),
  ];
}

/**
 * The reporter asks for a meeting in person: once per report, on the report and its category
 * entry, and counted in the statistics of the report's month and category as read (still its
 * category, or nothing is written).
 */
export function meetingRequestWrites(report: ReportRecord, at: string): TxWrite[] {
  return [
    {
      Update: {
        Key: keys.report(report.tenantId, report.reportId),
        UpdateExpression: 'SET meetingRequestedAt = :at',
        ConditionExpression:
          'attribute_exists(PK) AND attribute_not_exists(meetingRequestedAt) AND categoryId = :category',
        ExpressionAttributeValues: { ':at': at, ':category': report.categoryId },
      },
      failure: dataConflict(protocolTexts.meetingAlreadyRequested),
    },
    {
      Update: {
        Key: keys.reportCategoryEntry(report.tenantId, report.reportId),
        UpdateExpression: 'SET meetingRequestedAt = :at',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':at': at },
      },
      failure: dataNotFound(),
    },
    ...statisticsWrites({ report }, { report: { ...report, meetingRequestedAt: at } }),
  ];
}

/**
 * The report's written protocols with their texts (a read of each that exists). A text read while
 * a newer version was being written is the newer one's: the summary's version is the text's.
 */
export async function readWrittenProtocols(
  report: ReportRef & WithProtocols,
): Promise<Record<WrittenProtocolKind, WrittenProtocolView | null>> {
  const texts = await getReportProtocols(report);
  const read = (kind: WrittenProtocolKind): WrittenProtocolView | null => {
    const summary = protocolSummaryOf(report, kind);
    const text = texts[kind];
    if (!summary || !text) return null;
    return {
      state: summary.state,
      answeredAt: summary.answeredAt,
      version: text.version,
      writtenAt: text.writtenAt,
      text: text.text,
    };
  };
  return { voice: read('voice'), meeting: read('meeting') };
}

/** The meeting a report's reporter asked for, as rows show it (null: none asked for). */
export const meetingOf = (report: WithProtocols): Meeting | null =>
  report.meetingRequestedAt
    ? {
        requestedAt: report.meetingRequestedAt,
        protocolRecordedAt: report.meetingProtocol?.recordedAt ?? null,
        protocolState: report.meetingProtocol?.state ?? null,
      }
    : null;
