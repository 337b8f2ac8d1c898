import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BodyOf, ResponseOf } from '@shared/contracts/contract.js';
import { getProcedure } from '@shared/contracts/settings/get-procedure.js';
import { startProcedureConsultation } from '@shared/contracts/settings/start-procedure-consultation.js';
import { updateProcedureDraft } from '@shared/contracts/settings/update-procedure-draft.js';
import { contractHandler, server } from '@/test/msw.js';
import { render, staffSessionFixture } from '@/test/render.js';

type Procedure = ResponseOf<typeof getProcedure>;

const facts: Procedure['facts'] = {
  company: { name: 'Fundacja Łąka', address: 'ul. Polna 1', zipCode: '00-001', city: 'Warszawa', nip: null },
  formUrl: 'https://zgloszenia.example/form/fundacja-laka',
  email: { address: null },
  phone: null,
  voiceMessages: false,
  categories: [{ name: 'Mobbing', assigned: false }],
  externalChannelsNote: null,
};

const inForce: Procedure['versions'][number] = {
  version: 1,
  status: 'inForce',
  createdAt: '2026-09-01T09:00:00.000Z',
  revision: 3,
  edits: {},
  details: { receivingUnit: 'Dział Zgodności', phoneHours: '', meetingPlace: 'pokój 12' },
  consultation: { sentOn: '2026-09-02', endsOn: '2026-09-09', comments: 'Bez uwag.', commentsRecordedAt: null },
  publishedOn: '2026-09-10',
  inForceFrom: '2026-09-17',
  document: { sections: [{ id: 'general', number: '§ 1', title: 'Postanowienia ogólne', paragraphs: ['Tekst.'] }] },
};

const draft: Procedure['versions'][number] = {
  ...inForce,
  version: 2,
  status: 'draft',
  revision: 0,
  consultation: null,
  publishedOn: null,
  inForceFrom: null,
  document: null,
};

let saved: BodyOf<typeof updateProcedureDraft>[] = [];

beforeEach(() => {
  saved = [];
  server.use(
    contractHandler(getProcedure, () => ({ facts, versions: [draft, inForce], today: '2026-11-28' })),
    contractHandler(updateProcedureDraft, ({ body }) => {
      saved.push(body);
      return { ok: true as const };
    }),
    contractHandler(startProcedureConsultation, () => ({ ok: true as const })),
  );
});

describe('Procedura zgłoszeń wewnętrznych', () => {
  it('lists the versions with their dates and the draft’s missing facts, which go as the organisation types them', async () => {
    const { user } = render(undefined, { path: '/settings/procedure', session: staffSessionFixture() });
    const versions = await screen.findByRole('region', { name: 'Wersje i cykl życia' });
    const rows = within(versions).getAllByRole('row');
    expect(within(rows[1]!).getByText('Projekt')).toBeTruthy();
    expect(within(rows[2]!).getByText('Obowiązuje')).toBeTruthy();
    for (const day of ['02.09.2026', '09.09.2026', '10.09.2026', '17.09.2026', 'Bez uwag.'])
      expect(within(rows[2]!).getByText(day)).toBeTruthy();

    const missing = screen.getByRole('region', { name: 'Brakujące informacje' });
    expect(within(missing).getByText('adres e-mail do zgłoszeń (Ustawienia → Dodatkowe typy zgłoszeń)')).toBeTruthy();
    expect(within(missing).getByText('osoby upoważnione do kategorii „Mobbing” (brak przypisanych osób)')).toBeTruthy();
    expect(screen.getAllByText(/\[uzupełnij: adres e-mail do zgłoszeń/).length).toBeGreaterThan(0);

    // The GDPR documents name what the organisation completes.
    const gdpr = screen.getByRole('region', { name: 'Dokumenty RODO' });
    expect(within(gdpr).getByText('opinia IOD lub informacja o jego niewyznaczeniu')).toBeTruthy();

    // The organisation's own text in a section, saved apart from the generated text.
    const section = screen.getByRole('region', { name: '§ 6. Działania następcze' });
    await user.click(within(section).getByRole('button', { name: /Dodaj własny tekst/ }));
    await user.type(within(section).getByRole('textbox'), 'Postępowanie trwa do 2 miesięcy.');
    await user.click(screen.getByRole('button', { name: 'Zapisz projekt' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      edits: { followUp: 'Postępowanie trwa do 2 miesięcy.' },
      details: draft.details,
      revision: 0,
    });
  });
});
