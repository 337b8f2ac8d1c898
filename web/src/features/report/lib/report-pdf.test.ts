import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../../../tests/support/pdf-text.js';
import { fieldType } from '@shared/domain/category.js';
import type { RedactionRecord } from '@shared/domain/redactions.js';
import { encryptContent, generateReportKey } from '@shared/crypto/content.js';
import { writtenProtocolPurpose } from '@shared/domain/protocols.js';
import { protocolTexts } from '@shared/messages/protocols.js';
import { redactionTexts } from '@shared/messages/redactions.js';
import { reportPdfTexts } from '@shared/messages/report-pdf.js';
import { formatDateTime } from '@/lib/dates.js';
import { pdfProtocols } from './pdf-protocols.js';
import { redactedConversation, redactedOpened } from './redaction-record.js';
import { reporterLines } from './report-fields.js';
import { buildReportPdf, type ReportPdfInput } from './report-pdf.js';

const require = createRequire(import.meta.url);
const fonts = async () => ({
  regular: new Uint8Array(await readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'))),
  bold: new Uint8Array(await readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'))),
});

/** The faces the browser loads when the report's text is within the subsets (lib/pdf-fonts.ts). */
const subsetFonts = async () => ({
  regular: new Uint8Array(await readFile(resolve(import.meta.dirname, '../../../assets/fonts/DejaVuSans-subset.ttf'))),
  bold: new Uint8Array(
    await readFile(resolve(import.meta.dirname, '../../../assets/fonts/DejaVuSans-Bold-subset.ttf')),
  ),
});

const input = (overrides: Partial<ReportPdfInput> = {}): ReportPdfInput => ({
  identifier: 'K7QM-3XPA-9B',
  basicInfo: [
    ['Identyfikator', 'K7QM-3XPA-9B'],
    ['Status', 'Otwarte'],
  ],
  fields: [
    { label: 'Opis zdarzenia', value: 'Zażółć gęślą jaźń — łapówka w dziale zamówień' },
    { label: 'Czy zgłaszano wcześniej?', value: 'TAK' },
  ],
  reporter: ['Sygnalista nie podał danych osobowych.'],
  fileNames: ['Faktura źródłowa.pdf'],
  conversation: [
    {
      author: 'staff',
      sentAt: '2026-11-23T10:00:00.000Z',
      text: 'Dziękujemy, sprawą zajmie się komisja.',
      authorName: 'Anna Kowalska',
      fileNames: ['Odpowiedź.pdf'],
    },
  ],
  generatedAt: '23.11.2026, 14:05',
  formatDate: () => '23.11.2026, 11:00',
  ...overrides,
});

describe('the report PDF', () => {
  it('holds the fields with their labels, the reporter data, the files and the conversation, Polish letters intact', async () => {
    const { text, pageSizes } = await pdfText(await buildReportPdf(input(), await fonts()));
    expect(text).toContain('Zgłoszenie K7QM-3XPA-9B');
    expect(text).toContain('Opis zdarzenia');
    expect(text).toContain('Zażółć gęślą jaźń — łapówka w dziale zamówień');
    expect(text).toContain('Czy zgłaszano wcześniej?');
    expect(text).toContain('Sygnalista nie podał danych osobowych.');
    expect(text).toContain('Faktura źródłowa.pdf');
    expect(text).toContain('Anna Kowalska — 23.11.2026, 11:00');
    expect(text).toContain('Dziękujemy, sprawą zajmie się komisja.');
    expect(pageSizes[0]).toEqual([595, 842]);
  });

  it('prints Polish, Ukrainian and English intact with the fonts’ subsets', async () => {
    const ukrainian = 'Ґрунтовна їдальня: пʼять звернень, «Є» і «І»';
    const { text } = await pdfText(
      await buildReportPdf(input({ fields: [{ label: 'Opis — opis', value: ukrainian }] }), await subsetFonts()),
    );
    expect(text).toContain('Zgłoszenie K7QM-3XPA-9B');
    expect(text).toContain(ukrainian);
    expect(text).toContain('Sygnalista nie podał danych osobowych.');
    expect(text).toContain('Faktura źródłowa.pdf');
  });

  it('shows the label under the heading when the report has one, and no line for it otherwise', async () => {
    const labelled = (await pdfText(await buildReportPdf(input({ label: 'Pilne — zażółć' }), await fonts()))).text;
    expect(labelled).toMatch(/Zgłoszenie K7QM-3XPA-9B\s+Pilne — zażółć\s+Informacje podstawowe/);
    const plain = (await pdfText(await buildReportPdf(input(), await fonts()))).text;
    expect(plain).toMatch(/Zgłoszenie K7QM-3XPA-9B\s+Informacje podstawowe/);
  });

  it('numbers every page in the footer with the date, "strona n / N"', async () => {
    const long = 'Bardzo długi opis. '.repeat(900);
    const { text, pages } = await pdfText(
      await buildReportPdf(input({ fields: [{ label: 'Opis', value: long }] }), await fonts()),
    );
    expect(pages).toBeGreaterThan(1);
    for (let page = 1; page <= pages; page += 1)
      expect(text).toContain(`Wygenerowano 23.11.2026, 14:05 — strona ${page} / ${pages}`);
  });
});

describe('the redacted PDF', () => {
  it('says it is the redacted version and holds no redacted word: blocks and labels stand in for them', async () => {
    const record: RedactionRecord = {
      v: 1,
      redactions: [
        { target: 'field:f1', start: 25, end: 39, kind: 'black' },
        { target: 'reporter:name', start: 0, end: 16, kind: 'replace', label: '[sygnalista]' },
      ],
    };
    const opened = {
      content: { fieldDefs: [{ id: 'f1', type: fieldType.longText, label: 'Opis zdarzenia' }] },
      fields: [{ fieldId: 'f1', value: 'Łapówka przy przetargu — dział zamówień' }],
      reporter: { name: 'Anna Sygnalistka', email: 'anna@example.pl', phone: '' },
    };
    const { fields, reporter } = redactedOpened(opened, record);
    const pdf = await buildReportPdf(
      input({
        version: redactionTexts.pdfVersionRedacted,
        fields: fields.map((field) => ({ label: 'Opis zdarzenia', value: field.value })),
        reporter: reporterLines(reporter),
      }),
      await subsetFonts(),
    );
    const { text } = await pdfText(pdf);
    expect(text).toContain(redactionTexts.pdfVersionRedacted);
    expect(text).toContain('Łapówka przy przetargu — █████');
    expect(text).toContain('Imię i nazwisko: [sygnalista]');
    expect(text).toContain('E-mail: anna@example.pl');
    expect(text).not.toMatch(/dział|zamówień|Anna Sygnalistka/);
    // The original is untouched by making the copy.
    expect(opened.fields[0]!.value).toBe('Łapówka przy przetargu — dział zamówień');
  });

  it("redacts the conversation's messages by their own ranges; the automatic acknowledgement stays as written", async () => {
    const record: RedactionRecord = {
      v: 1,
      redactions: [{ target: 'message:m-1', start: 11, end: 28, kind: 'replace', label: '[świadek 1]' }],
    };
    const conversation = [
      {
        author: 'staff' as const,
        sentAt: '2026-11-20T08:00:00.000Z',
        text: 'Dziękujemy za zgłoszenie.',
        authorName: 'Automatyczne potwierdzenie',
        fileNames: [],
      },
      {
        messageId: 'm-1',
        author: 'reporter' as const,
        sentAt: '2026-11-21T08:00:00.000Z',
        text: 'Widział to Tomasz Wiśniewski z magazynu.',
        fileNames: [],
      },
    ];
    const { text } = await pdfText(
      await buildReportPdf(
        input({ version: redactionTexts.pdfVersionRedacted, conversation: redactedConversation(conversation, record) }),
        await subsetFonts(),
      ),
    );
    expect(text).toContain('Widział to [świadek 1] z magazynu.');
    expect(text).toContain('Dziękujemy za zgłoszenie.');
    expect(text).not.toContain('Wiśniewski');
    expect(conversation[1]!.text).toBe('Widział to Tomasz Wiśniewski z magazynu.');
  });
});

describe('the protocols of an oral report in the PDF (and so in a forward’s bundle)', () => {
  const tenantId = 'tenant-1';
  const reportId = '0b9f6a3e-8c1d-4f5e-9a7b-2c3d4e5f6a7b';

  async function reportWithProtocols() {
    const reportKey = await generateReportKey();
    const transcript = 'Zgłaszający mówi: faktury są wystawiane bez dostawy.';
    const voice = {
      state: 'approved' as const,
      answeredAt: '2026-11-24T09:00:00.000Z',
      version: 2,
      writtenAt: '2026-11-23T09:30:00.000Z',
      text: await encryptContent(reportKey, transcript, {
        tenant: tenantId,
        report: reportId,
        purpose: writtenProtocolPurpose('voice', 2),
      }),
    };
    const report = {
      tenantId,
      reportId,
      protocols: { voice, meeting: null },
      meeting: { requestedAt: '2026-11-20T09:00:00.000Z', protocolRecordedAt: null, protocolState: null },
    };
    return { reportKey, report, transcript };
  }

  it('lists the transcript with its version, the reporter’s answer and its text, and the meeting asked for with no protocol yet', async () => {
    const { reportKey, report, transcript } = await reportWithProtocols();
    const protocols = await pdfProtocols(report, reportKey, { withTexts: true });
    const { text } = await pdfText(await buildReportPdf(input({ protocols }), await fonts()));
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Protokoły');
    expect(flat).toContain(
      `Protokół wiadomości głosowej ${protocolTexts.version(2, formatDateTime(report.protocols.voice.writtenAt))}`,
    );
    expect(flat).toContain(protocolTexts.state.approved);
    expect(flat).toContain(transcript);
    expect(flat).toContain(
      `Protokół spotkania ${protocolTexts.meetingRequested(formatDateTime(report.meeting.requestedAt))} ${protocolTexts.none.meeting}`,
    );
  });

  it('leaves the texts out of the redacted version (redactions do not reach them), keeping their answers', async () => {
    const { reportKey, report, transcript } = await reportWithProtocols();
    const protocols = await pdfProtocols(report, reportKey, { withTexts: false });
    const flat = (await pdfText(await buildReportPdf(input({ protocols }), await fonts()))).text.replace(/\s+/g, ' ');
    expect(flat).not.toContain(transcript);
    expect(flat).toContain(reportPdfTexts.protocolTextOmitted);
    expect(flat).toContain(protocolTexts.state.approved);
  });

  it('has no such section for a report without protocols or a meeting', async () => {
    const reportKey = await generateReportKey();
    const protocols = await pdfProtocols(
      { tenantId, reportId, protocols: { voice: null, meeting: null }, meeting: null },
      reportKey,
      { withTexts: true },
    );
    expect(protocols).toEqual([]);
    expect((await pdfText(await buildReportPdf(input({ protocols }), await fonts()))).text).not.toContain('Protokoły');
  });
});
