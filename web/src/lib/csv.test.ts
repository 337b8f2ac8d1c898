import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { buildCsv, csvFileName, type CsvColumn } from './csv.js';

interface Row {
  identifier: string;
  label: string;
}

const columns: CsvColumn<Row>[] = [
  { header: 'Identyfikator', value: (row) => row.identifier },
  { header: 'Etykieta', value: (row) => row.label },
];

const bytesOf = async (csv: string) => new Uint8Array(await new Blob([csv]).arrayBuffer());

describe('CSV for Polish Excel', () => {
  it('is UTF-8 with a BOM, so that Zażółć gęślą jaźń survives byte for byte', async () => {
    const csv = buildCsv(columns, [{ identifier: 'K7QM-3XPA-9B', label: 'Zażółć gęślą jaźń ŁÓDŹ' }]);
    const bytes = await bytesOf(csv);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes)).toBe(
      'Identyfikator;Etykieta\r\nK7QM-3XPA-9B;Zażółć gęślą jaźń ŁÓDŹ',
    );
  });

  it('separates fields with ; and quotes what contains ; quotes or line breaks', () => {
    const rows = [{ identifier: 'A', label: 'jeden; dwa "trzy"\ncztery' }];
    const csv = buildCsv(columns, rows);
    expect(csv.slice(1)).toBe('Identyfikator;Etykieta\r\nA;"jeden; dwa ""trzy""\ncztery"');
    expect(Papa.parse<string[]>(csv.slice(1), { delimiter: ';' }).data[1]).toEqual(['A', 'jeden; dwa "trzy"\ncztery']);
  });

  it('never lets a cell start a spreadsheet formula', () => {
    const csv = buildCsv(columns, [{ identifier: 'B', label: '=HYPERLINK("http://zlo.example")' }]);
    const cell = Papa.parse<string[]>(csv.slice(1), { delimiter: ';' }).data[1]?.[1];
    expect(cell).toBe(`'=HYPERLINK("http://zlo.example")`);
  });
});

describe('CSV file name', () => {
  it('is the prefix and the Warsaw time of the download, to the minute', () => {
    expect(csvFileName('rejestr-zgloszen', new Date('2026-11-23T13:05:59Z'))).toBe(
      'rejestr-zgloszen-2026-11-23-1405.csv',
    );
    // Summer time: UTC+2; past midnight in Warsaw while still the previous day in UTC.
    expect(csvFileName('rejestr-zgloszen', new Date('2026-07-01T22:30:00Z'))).toBe(
      'rejestr-zgloszen-2026-07-02-0030.csv',
    );
  });
});
