import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../tests/support/pdf-text.js';
import { MISSING_PREFIX } from '@shared/documents/legal-document.js';
import { procedureDocument } from '@shared/documents/procedure-document.js';
import { emptyProcedureDetails } from '@shared/domain/procedure.js';
import { buildDocumentPdf } from './legal-document-pdf.js';

const require = createRequire(import.meta.url);
const fonts = async () => ({
  regular: new Uint8Array(await readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'))),
  bold: new Uint8Array(await readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'))),
});

const facts = {
  company: { name: 'Fundacja Łąka', address: '', zipCode: '', city: '', nip: null },
  formUrl: 'https://zgloszenia.example/form/laka',
  email: { address: 'zgłoszenia@łąka.example' },
  phone: null,
  voiceMessages: false,
  categories: [{ name: 'Nadużycia', assigned: true }],
  externalChannelsNote: null,
};

describe('a compliance document as PDF', () => {
  it('prints the title, the version line, each § with its numbered paragraphs, the missing facts and the footer', async () => {
    const document = procedureDocument(
      facts,
      emptyProcedureDetails,
      { general: 'Własny punkt organizacji.' },
      {
        version: 3,
        publishedOn: null,
        inForceFrom: null,
        consultedOn: null,
        today: '2026-11-28',
      },
    );
    const { text, pages, pageSizes } = await pdfText(
      await buildDocumentPdf(document, '28.11.2026, 10:00', await fonts()),
    );
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Procedura zgłoszeń wewnętrznych');
    expect(flat).toContain('Wersja 3 – projekt z dnia 28.11.2026');
    expect(flat).toContain('§ 1. Postanowienia ogólne');
    expect(flat).toContain('4. Własny punkt organizacji.');
    expect(flat).toContain('zgłoszenia@łąka.example');
    expect(flat).toContain(`${MISSING_PREFIX}adres siedziby pracodawcy`);
    expect(flat).toContain(`strona 1 z ${pages}`);
    expect(pageSizes[0]).toEqual([595, 842]);
  });
});
