import { statisticsTexts as t } from '@shared/messages/statistics.js';
import { buildCsv, type CsvColumn } from '@/lib/csv.js';
import type { ReportStatistics } from '../api/get-report-statistics.js';
import { formatPercent } from './statistics-format.js';

/** One figure of the statistics: which table, which line, its value. */
interface CsvLine {
  section: string;
  item: string;
  value: string;
}

const columns: CsvColumn<CsvLine>[] = [
  { header: t.csv.section, value: (line) => line.section },
  { header: t.csv.item, value: (line) => line.item },
  { header: t.csv.value, value: (line) => line.value },
];

const line = (section: string, item: string, value: number | string): CsvLine => ({
  section,
  item,
  value: typeof value === 'number' ? String(value) : value,
});
const percentLine = (section: string, percent: number | null) =>
  line(section, t.csv.percent(t.inTime), percent === null ? '' : formatPercent(percent));

/**
 * The figures of the statistics as a CSV (as the register's: UTF-8 with BOM, `;`, CRLF,
 * papaparse), one figure a line: the section (as the screen names its tables), the line
 * (a month as YYYY-MM, a category, a channel, a state, an outcome) and the value; percentages
 * with a decimal comma.
 */
export function statisticsCsv(statistics: ReportStatistics): string {
  const { channels, states, acknowledgement, feedback, meeting } = statistics;
  const lines: CsvLine[] = [
    line(t.csv.period, t.from, statistics.from),
    line(t.csv.period, t.to, statistics.to),
    line(t.title, t.count, statistics.received),
    ...statistics.months.flatMap((month) => [
      line(t.perMonth, month.month, month.received),
      line(`${t.perMonth} — ${t.channels.form}`, month.month, month.form),
      line(`${t.perMonth} — ${t.channels.phone}`, month.month, month.phone),
      line(`${t.perMonth} — ${t.channels.email}`, month.month, month.email),
    ]),
    ...statistics.categories.map((category) => line(t.perCategory, category.name, category.received)),
    line(t.perChannel, t.channels.form, channels.form),
    line(t.perChannel, t.channels.phone, channels.phone),
    line(t.perChannel, t.channels.email, channels.email),
    line(t.byState, t.states.new, states.new),
    line(t.byState, t.states.open, states.open),
    line(t.byState, t.states.archived, states.archived),
    line(t.byState, t.states.deleted, states.deleted),
    line(t.acknowledgement, t.inTime, acknowledgement.inTime),
    line(t.acknowledgement, t.late, acknowledgement.late),
    line(t.acknowledgement, t.overdue, acknowledgement.overdue),
    line(t.acknowledgement, t.pending, acknowledgement.pending),
    percentLine(t.acknowledgement, acknowledgement.percentInTime),
    line(t.feedback, t.inTime, feedback.inTime),
    line(t.feedback, t.late, feedback.late),
    line(t.feedback, t.missed, feedback.missed),
    line(t.feedback, t.overdue, feedback.overdue),
    line(t.feedback, t.none, feedback.none),
    line(t.feedback, t.pending, feedback.pending),
    percentLine(t.feedback, feedback.percentInTime),
    line(t.meeting, t.meetingRequested, meeting.requested),
    line(t.meeting, t.inTime, meeting.inTime),
    line(t.meeting, t.late, meeting.late),
    line(t.meeting, t.meetingNotHeld, meeting.notHeld),
    percentLine(t.meeting, meeting.percentInTime),
  ];
  return buildCsv(columns, lines);
}
