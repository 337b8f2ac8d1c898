import * as z from 'zod';
import { MONTH_PATTERN, monthsInPeriod, STATISTICS_MAX_MONTHS } from '../../domain/statistics.js';
import { statisticsTexts } from '../../messages/statistics.js';
import { defineContract } from '../contract.js';

const ZMonth = z.string().regex(MONTH_PATTERN, statisticsTexts.badMonth);
const ZCount = z.number().int().nonnegative();
/** Percent of the settled terms met in time, one decimal; null when none is settled. */
const ZPercent = z.number().min(0).max(100).nullable();

/**
 * 'Statystyki' (administrators and auditors; an auditor counts the categories assigned to them):
 * reports received from one month to another (Polish calendar months, both included; the last
 * 12 months when not given) per month, category, channel and state, and how the Act's terms were
 * kept. Counted on the server from counters and list metadata, never from content.
 */
export const getReportStatistics = defineContract({
  name: 'get-report-statistics',
  area: 'statistics',
  method: 'GET',
  path: '/api/statistics',
  auth: { kind: 'staff', permission: 'statistics' },
  summary: 'Report statistics for a period of months: per month, category, channel and state, and deadline compliance.',
  query: z
    .object({ from: ZMonth.optional(), to: ZMonth.optional() })
    .refine((query) => !query.from || !query.to || query.from <= query.to, {
      message: statisticsTexts.badRange,
      path: ['to'],
    })
    .refine((query) => !query.from || !query.to || monthsInPeriod(query.from, query.to) <= STATISTICS_MAX_MONTHS, {
      message: statisticsTexts.tooLong(STATISTICS_MAX_MONTHS),
      path: ['from'],
    }),
  response: z.object({
    from: ZMonth,
    to: ZMonth,
    /** When it was counted (terms missed so far depend on the day). */
    computedAt: z.string(),
    received: ZCount,
    /** Every month of the period, oldest first, zeros included. */
    months: z.array(z.object({ month: ZMonth, received: ZCount, form: ZCount, phone: ZCount, email: ZCount })),
    /** The categories with reports in the period, most reports first (current names; a deleted category's last one). */
    categories: z.array(z.object({ categoryId: z.string(), name: z.string(), received: ZCount })),
    channels: z.object({ form: ZCount, phone: ZCount, email: ZCount }),
    states: z.object({ new: ZCount, open: ZCount, archived: ZCount, deleted: ZCount }),
    acknowledgement: z.object({
      inTime: ZCount,
      late: ZCount,
      overdue: ZCount,
      pending: ZCount,
      percentInTime: ZPercent,
    }),
    feedback: z.object({
      inTime: ZCount,
      late: ZCount,
      missed: ZCount,
      overdue: ZCount,
      none: ZCount,
      pending: ZCount,
      percentInTime: ZPercent,
    }),
    /**
     * Meetings in person the reporters of the period's reports asked for (art. 26(3)): held (their
     * protocol recorded) within the 14 days or after them, and those with no protocol yet.
     */
    meeting: z.object({
      requested: ZCount,
      inTime: ZCount,
      late: ZCount,
      notHeld: ZCount,
      percentInTime: ZPercent,
    }),
  }),
});
