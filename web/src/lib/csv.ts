import Papa from 'papaparse';

/** One column of a CSV file: its heading and the text of each row's cell. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string;
}

/** Excel reads a CSV as UTF-8 (Polish diacritics intact) only when the file starts with a BOM. */
const UTF8_BOM = '\uFEFF';

/**
 * A CSV document as Polish Excel opens it without an import dialog: UTF-8 with BOM, `;` between
 * fields (the comma is the Polish decimal separator), CRLF between rows. Quoting is papaparse's.
 * A cell that would start a formula (`=`, `+`, `-`, `@`, tab, CR) gets a leading apostrophe: the
 * cells carry what reporters typed, which must never run in the spreadsheet of the staff.
 */
export function buildCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const csv = Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => column.value(row))),
    },
    { delimiter: ';', newline: '\r\n', escapeFormulae: true },
  );
  return UTF8_BOM + csv;
}

const warsawParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `{prefix}-YYYY-MM-DD-HHmm.csv` at `now` in Europe/Warsaw, e.g. `rejestr-zgloszen-2026-11-23-1405.csv`. */
export function csvFileName(prefix: string, now: Date = new Date()): string {
  const part = Object.fromEntries(warsawParts.formatToParts(now).map(({ type, value }) => [type, value]));
  return `${prefix}-${part.year}-${part.month}-${part.day}-${part.hour}${part.minute}.csv`;
}
