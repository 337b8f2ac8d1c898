import type { ReportRow } from '@shared/contracts/reports/schemas.js';
import { registerTexts as t } from '@shared/messages/report-lists.js';
import { reportStateLabel } from '@shared/messages/reports.js';
import { meetingText } from '@/lib/meeting-text.js';
import { caseEndedText, handlerNames } from '@/components/report-table.js';
import { buildCsv, type CsvColumn } from '@/lib/csv.js';
import { formatDateTime } from '@/lib/dates.js';
import type { LabelView } from '@/lib/report-labels.js';
import { registerNotesText, type RegisterNote } from './register-notes.js';
import type { RegisterEntry } from './register-entry.js';

/** One selected report with what this browser decrypted of it. */
export interface RegisterCsvRow {
  row: ReportRow;
  label: LabelView | undefined;
  entry: RegisterEntry;
  notes: readonly RegisterNote[];
}

const certificate = (requested: boolean | null) => (requested === null ? '' : requested ? t.yes : t.no);

/**
 * The register's columns as the CSV gives them, one reporter detail per column; the last says
 * whether the row's texts are the redacted version.
 */
const columns: CsvColumn<RegisterCsvRow>[] = [
  { header: t.csv.identifier, value: ({ row }) => row.identifier },
  { header: t.csv.receivedAt, value: ({ row }) => formatDateTime(row.receivedAt) },
  { header: t.csv.archivedAt, value: ({ row }) => caseEndedText(row) },
  { header: t.csv.status, value: ({ row }) => reportStateLabel[row.state] },
  { header: t.csv.category, value: ({ row }) => row.categoryName },
  { header: t.csv.handlers, value: ({ row }) => handlerNames(row) },
  { header: t.csv.label, value: ({ label }) => (label?.kind === 'label' ? label.text : '') },
  { header: t.csv.reporterName, value: ({ entry }) => (entry.reporter ? entry.reporter.name : t.noReporterData) },
  { header: t.csv.reporterEmail, value: ({ entry }) => entry.reporter?.email ?? '' },
  { header: t.csv.reporterPhone, value: ({ entry }) => entry.reporter?.phone ?? '' },
  { header: t.csv.subject, value: ({ entry }) => entry.subject ?? '' },
  { header: t.csv.certificate, value: ({ entry }) => certificate(entry.certificateRequested) },
  { header: t.csv.personConcerned, value: ({ entry }) => entry.personConcerned ?? '' },
  { header: t.csv.followUp, value: ({ entry }) => entry.followUp ?? '' },
  { header: t.csv.notes, value: ({ notes }) => registerNotesText(notes, t.unreadable) },
  { header: t.csv.meeting, value: ({ row }) => meetingText(row.meeting) },
  { header: t.csv.version, value: ({ entry }) => (entry.redacted ? t.versionRedacted : t.versionOriginal) },
];

/** The register's CSV of the selected reports, newest first (as the register lists them). */
export function registerCsv(rows: readonly RegisterCsvRow[]): string {
  const newestFirst = [...rows].sort((a, b) => b.row.receivedAt.localeCompare(a.row.receivedAt));
  return buildCsv(columns, newestFirst);
}
