import { describe, expect, it } from 'vitest';
import { emptyProcedureDetails, type ProcedureDetails } from '../domain/procedure.js';
import { dpiaTemplate, processingAgreement } from './gdpr-documents.js';
import { documentText, MISSING_PREFIX } from './legal-document.js';
import { procedureDocument, type ProcedureFacts } from './procedure-document.js';

const facts = (changes: Partial<ProcedureFacts> = {}): ProcedureFacts => ({
  company: { name: 'Acme Sp. z o.o.', address: 'ul. Długa 5', zipCode: '00-001', city: 'Warszawa', nip: '5260000005' },
  formUrl: 'https://zgloszenia.example/form/acme',
  email: { address: 'sygnalista@acme.example' },
  phone: { number: '221234567', pin: '123456' },
  voiceMessages: true,
  categories: [{ name: 'Nadużycia finansowe', assigned: true }],
  externalChannelsNote: null,
  ...changes,
});

const details: ProcedureDetails = {
  receivingUnit: 'Dział Zgodności',
  phoneHours: 'pon.–pt. 8:00–16:00',
  meetingPlace: 'siedziba, pokój 12',
};
const heading = { version: 1, publishedOn: null, inForceFrom: null, consultedOn: null, today: '2026-11-28' };

describe('the internal reporting procedure', () => {
  it('prints every channel with its address, the terms, the external channels and the parties, with nothing missing', () => {
    const document = procedureDocument(facts(), details, {}, heading);
    const text = documentText(document);
    expect(document.missing).toEqual([]);
    expect(text).not.toContain(MISSING_PREFIX);
    for (const expected of [
      'https://zgloszenia.example/form/acme',
      'sygnalista@acme.example',
      '221 234 567',
      '123456',
      'pon.–pt. 8:00–16:00',
      'siedziba, pokój 12',
      'Dział Zgodności',
      'w terminie 7 dni',
      '3 miesięcy',
      'Rzecznik Praw Obywatelskich',
      'al. Solidarności 77',
      'Ostoja Sp. z o.o.',
      'ul. Długa 5, 00-001 Warszawa',
      'Wersja 1 – projekt z dnia 28.11.2026',
    ])
      expect(text).toContain(expected);
    // Sections are numbered in order.
    expect(document.sections.map((section) => section.number).slice(0, 3)).toEqual(['§ 1', '§ 2', '§ 3']);
  });

  it('names each missing fact in the text and lists it: no e-mail channel, no handler assigned, no company address', () => {
    const document = procedureDocument(
      facts({
        email: { address: null },
        company: { name: 'Acme', address: '', zipCode: '', city: '', nip: null },
        categories: [{ name: 'Mobbing', assigned: false }],
      }),
      emptyProcedureDetails,
      {},
      heading,
    );
    const facts$ = document.missing.map((missing) => missing.fact);
    expect(facts$).toEqual(
      expect.arrayContaining([
        'adres siedziby pracodawcy (Ustawienia → Dane firmy)',
        'adres e-mail do zgłoszeń (Ustawienia → Dodatkowe typy zgłoszeń)',
        'osoby upoważnione do kategorii „Mobbing” (brak przypisanych osób)',
        'jednostka organizacyjna lub stanowisko przyjmujące zgłoszenia',
        'godziny przyjmowania zgłoszeń telefonicznych',
        'miejsce spotkań w sprawie zgłoszeń',
      ]),
    );
    const text = documentText(document);
    for (const fact of facts$) expect(text).toContain(`[uzupełnij: ${fact}]`);
  });

  it("keeps the organisation's edit of a section when a setting changes, and prints the new setting", () => {
    const edits = { channels: 'Zgłoszenia można składać także w skrzynce przy portierni.' };
    const before = procedureDocument(facts(), details, edits, heading);
    const after = procedureDocument(facts({ email: { address: 'nowy@acme.example' } }), details, edits, heading);
    const channels = (document: typeof before) => document.sections.find((section) => section.id === 'channels');
    expect(channels(before)?.addition).toBe(edits.channels);
    expect(channels(after)?.addition).toBe(edits.channels);
    expect(documentText(after)).toContain('nowy@acme.example');
    expect(documentText(after)).not.toContain('sygnalista@acme.example');
    expect(documentText(after)).toContain('skrzynce przy portierni');
  });

  it('leaves the phone, e-mail and voice messages out when the package does not offer them', () => {
    const document = procedureDocument(facts({ phone: null, email: null, voiceMessages: false }), details, {}, heading);
    const text = documentText(document);
    expect(document.missing).toEqual([]);
    expect(text).not.toContain('Pocztą elektroniczną');
    expect(text).not.toContain('Telefonicznie');
    expect(text).not.toContain('wiadomości głosowej');
  });

  it('dates a published version by the day it was made known and the day it enters into force', () => {
    const document = procedureDocument(
      facts(),
      details,
      {},
      {
        ...heading,
        publishedOn: '2026-11-02',
        inForceFrom: '2026-11-09',
      },
    );
    expect(document.subtitle).toContain('Wersja 1 – podana do wiadomości 02.11.2026, obowiązuje od 09.11.2026');
  });
});

describe('the GDPR documents', () => {
  it('print the operator, every sub-processor and every AWS region, the disaster-recovery one included', () => {
    for (const document of [processingAgreement(facts(), '2026-11-28'), dpiaTemplate(facts(), '2026-11-28')]) {
      const text = documentText(document);
      for (const expected of [
        'Ostoja Sp. z o.o.',
        'Acme Sp. z o.o.',
        'eu-central-1',
        'eu-west-1',
        'us-east-1',
        'Przelewy24',
        'Amazon SNS',
      ])
        expect(text).toContain(expected);
    }
  });

  it('list what the organisation must complete in the DPIA', () => {
    const dpia = dpiaTemplate(facts(), '2026-11-28');
    expect(dpia.missing.filter((missing) => missing.sectionId === 'risks')).toHaveLength(4);
    expect(dpia.missing.map((missing) => missing.fact)).toContain('opinia IOD lub informacja o jego niewyznaczeniu');
  });
});
