import * as z from 'zod';
import { ZContentEnvelope } from '../../crypto/envelopes.js';
import { DEFAULT_PAGE_SIZE, isReportPageSize, reportLabelLimits } from '../../domain/report.js';
import { reportTexts } from '../../messages/reports.js';
import { ZFieldType } from '../categories/schemas.js';

export const ZReportParams = z.object({ reportId: z.uuid() });

export const ZReportState = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export const ZReportType = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** 'Załaduj wiersze': 10, 20, 30, 40 or −1 (all, served in pages the client follows). */
export const ZPerPage = z.coerce.number().int().refine(isReportPageSize, reportTexts.badPageSize).default(DEFAULT_PAGE_SIZE);

/** Opaque position after the last row of the previous page (from `nextCursor`). */
export const ZCursor = z.string().min(1).max(512).regex(/^[A-Za-z0-9_-]+$/);

export const ZPageQuery = z.object({ perPage: ZPerPage, cursor: ZCursor.optional() });

/** Etykieta: a short text encrypted under the organisation metadata key (purpose `label`). */
export const ZReportLabel = ZContentEnvelope.refine((envelope) => envelope.ct.length <= reportLabelLimits.ciphertextMaxChars);

/** One row of a report list, the register and the dashboard tables: never any content. */
export const ZReportRow = z.object({
  reportId: z.uuid(),
  /** As the reporter sees it (grouped for reading). */
  identifier: z.string(),
  type: ZReportType,
  state: ZReportState,
  receivedAt: z.string(),
  archivedAt: z.string().nullable(),
  hasAttachments: z.boolean(),
  repliesCount: z.number().int(),
  label: ZReportLabel.nullable(),
  categoryId: z.string(),
  categoryName: z.string(),
  hasNewMessages: z.boolean(),
});
export type ReportRow = z.infer<typeof ZReportRow>;

/** A page, newest first; `total` counts every row of the list, `nextCursor` is null on the last page. */
export const ZReportPage = z.object({
  rows: z.array(ZReportRow),
  total: z.number().int(),
  nextCursor: ZCursor.nullable(),
});

/** The report's form as it was when the report came in. */
export const ZReportFieldDef = z.object({
  id: z.string(),
  type: ZFieldType,
  required: z.boolean(),
  label: z.string(),
  options: z.array(z.string()),
});

export { ZContentEnvelope };
