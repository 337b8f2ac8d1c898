import * as z from 'zod';
import { isCalendarDay } from '../../domain/log.js';
import { logTexts } from '../../messages/logs.js';
import { ZCursor } from '../reports/schemas.js';

/** A calendar day of the search, Polish time (YYYY-MM-DD). */
export const ZLogDay = z.string().refine(isCalendarDay, logTexts.badDay);

/** One row of the system log or a report's log (lp, datetime, identifier, user, text). */
export const ZLogRow = z.object({
  /** Lp.: the entry's chain and its number there (shown by `logNumber`, shared/domain/log.ts). */
  chain: z.number().int().nonnegative(),
  seq: z.number().int().positive(),
  at: z.string(),
  reportId: z.string().nullable(),
  /** The report's identifier as the reporter sees it; null when there is no report or it is deleted. */
  reportIdentifier: z.string().nullable(),
  userId: z.string().nullable(),
  userName: z.string(),
  text: z.string(),
});
export type LogRow = z.infer<typeof ZLogRow>;

export const ZLogPage = z.object({ rows: z.array(ZLogRow), nextCursor: ZCursor.nullable() });

export const ZLogPageQuery = z.object({ cursor: ZCursor.optional() });
