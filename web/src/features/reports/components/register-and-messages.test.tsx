import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ResponseOf } from '@shared/contracts/contract.js';
import { getReportContent } from '@shared/contracts/reports/get-report-content.js';
import { listRegister } from '@shared/contracts/reports/list-register.js';
import { listReportNotes } from '@shared/contracts/reports/list-report-notes.js';
import { listReportsWithNewMessages } from '@shared/contracts/reports/list-reports-with-new-messages.js';
import type { ReportNote, ReportRow } from '@shared/contracts/reports/schemas.js';
import { encryptContent, generateReportKey } from '@shared/crypto/content.js';
import { notePurpose, type NoteKind } from '@shared/domain/report-notes.js';
import { defaultCategoryFields } from '@shared/domain/default-categories.js';
import { fieldTarget, reporterTarget } from '@shared/domain/redactions.js';
import { captureDownloads } from '@/test/downloads.js';
import { contractHandler, server } from '@/test/msw.js';
import { render } from '@/test/render.js';
import {
  encryptedLabel,
  holdKeys,
  organisationWithKeys,
  pageOf,
  reportContentFixture,
  reportRowFixture,
  TENANT_ID,
  type OrganisationKeys,
  type ReportContent,
} from '@/test/report-fixtures.js';

beforeAll(async () => {
  await Promise.all([
    import('../pages.js'),
    import('@/app/shell/back-office-layout.js'),
    import('@/app/query-provider.js'),
  ]);
});

const categories = [
  { id: '00000000-0000-4000-8000-000000000101', name: 'Zgłoszenia wewnętrzne' },
  { id: '00000000-0000-4000-8000-000000000102', name: 'Zgłoszenia zewnętrzne' },
];

/** The external default category's form, as a report records it. */
const externalFields = defaultCategoryFields.external.map((field, i) => ({
  id: `f${i + 1}`,
  type: field.type,
  required: field.required,
  label: field.label,
  options: [],
}));
const internalFields = defaultCategoryFields.internal.map((field, i) => ({
  id: `g${i + 1}`,
  type: field.type,
  required: field.required,
  label: field.label,
  options: [],
}));

interface RegisterFixture {
  organisation: OrganisationKeys;
  external: ReportRow;
  internal: ReportRow;
  contents: Map<string, ReportContent>;
  notes: Map<string, ResponseOf<typeof listReportNotes>>;
}

/** A note as staff wrote it, encrypted with the report's key. */
async function noteFixture(
  reportKey: CryptoKey,
  reportId: string,
  kind: NoteKind,
  text: string,
  showInRegister: boolean,
  createdAt: string,
): Promise<ReportNote> {
  const noteId = crypto.randomUUID();
  const encrypted = await encryptContent(reportKey, text, {
    tenant: TENANT_ID,
    report: reportId,
    purpose: notePurpose(kind, noteId),
  });
  return {
    noteId,
    kind,
    text: encrypted,
    showInRegister,
    authorId: 'user-1',
    authorName: 'Anna Kowalska',
    createdAt,
    updatedAt: createdAt,
  };
}

async function registerFixture(): Promise<RegisterFixture> {
  const organisation = await organisationWithKeys();
  const externalRow = reportRowFixture({
    state: 3,
    archivedAt: '2026-11-20T08:30:00.000Z',
    categoryId: categories[1]!.id,
    categoryName: categories[1]!.name,
    handlers: [{ userId: 'u-1', name: 'Anna Demo' }],
  });
  const internalRow = reportRowFixture({ state: 2, categoryId: categories[0]!.id, categoryName: categories[0]!.name });
  const external = {
    ...externalRow,
    label: await encryptedLabel(organisation, externalRow.reportId, 'Przetarg w Łodzi'),
  };
  const internal = { ...internalRow, label: await encryptedLabel(organisation, internalRow.reportId, 'Mobbing') };
  const externalKey = await generateReportKey();
  const notes = new Map([
    [
      externalRow.reportId,
      {
        notes: [
          await noteFixture(
            externalKey,
            externalRow.reportId,
            'note',
            'Wysłano pismo do zarządu — termin 14 dni',
            true,
            '2026-11-21T09:15:00.000Z',
          ),
          await noteFixture(
            externalKey,
            externalRow.reportId,
            'note',
            'Robocza uwaga, nie do rejestru',
            false,
            '2026-11-21T10:00:00.000Z',
          ),
        ],
        damageNotes: [
          await noteFixture(
            externalKey,
            externalRow.reportId,
            'damage',
            'Szkoda oszacowana na 120 000 zł',
            true,
            '2026-11-22T12:00:00.000Z',
          ),
        ],
      },
    ],
  ]);
  const contents = new Map<string, ReportContent>([
    [
      external.reportId,
      await reportContentFixture(organisation, external, {
        fields: [
          { def: externalFields[0]!, value: 'Zmowa cenowa; "ustawiony" przetarg\nw urzędzie' },
          { def: externalFields[1]!, value: 'Zarząd Dróg Miejskich w Łodzi' },
          { def: externalFields[2]!, value: null },
          { def: externalFields[3]!, value: 'on' },
        ],
        reporter: { name: 'Małgorzata Żółkiewska', email: 'gosia@example.pl', phone: '600700800' },
        language: 'en',
        reportKey: externalKey,
      }),
    ],
    [
      internal.reportId,
      await reportContentFixture(organisation, internal, {
        fields: [
          { def: internalFields[0]!, value: 'Codzienne upokarzanie' },
          { def: internalFields[1]!, value: null },
          { def: internalFields[2]!, value: null },
          { def: internalFields[3]!, value: 'Nie' },
        ],
        reporter: null,
      }),
    ],
  ]);
  return { organisation, external, internal, contents, notes };
}

function registerServer(fixture: RegisterFixture, { canReports = true } = {}) {
  const asked: string[] = [];
  const rows = [fixture.external, fixture.internal];
  server.use(
    contractHandler(listRegister, ({ query }) => {
      asked.push(query.mine === '1' ? `${query.categoryId}:mine` : query.categoryId);
      const inCategory = query.categoryId === '0' ? rows : rows.filter((row) => row.categoryId === query.categoryId);
      const shown = query.mine === '1' ? inCategory.filter((row) => row.handlers.length > 0) : inCategory;
      return { ...pageOf(shown, query), categories, canArchivize: true, canReports };
    }),
    contractHandler(getReportContent, ({ params }) => fixture.contents.get(params.reportId)!),
    contractHandler(
      listReportNotes,
      ({ params }) => fixture.notes.get(params.reportId) ?? { notes: [], damageNotes: [] },
    ),
  );
  return asked;
}

const register = () => screen.findByRole('table', { name: 'Rejestr zgłoszeń' });

/** The CSV of every visible row, as 'Pobierz CSV' saves it, in lines. */
async function csvOfAll(user: ReturnType<typeof render>['user'], table: HTMLElement): Promise<string[]> {
  const { saved, click } = captureDownloads();
  await user.click(within(table).getByRole('checkbox', { name: 'Zaznacz wszystkie widoczne' }));
  await user.click(screen.getByRole('button', { name: 'Pobierz CSV' }));
  await waitFor(() => expect(click).toHaveBeenCalledOnce());
  return new TextDecoder().decode(new Uint8Array(await saved[0]!.arrayBuffer())).split('\r\n');
}
const rowOf = (table: HTMLElement, identifier: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByText(identifier))!;

describe('Rejestr zgłoszeń (/reports)', () => {
  it('lists Identyfikator, Data wpływu, Data zakończenia, Status, Kategoria and filters by category, Wszystkie first', async () => {
    const fixture = await registerFixture();
    const asked = registerServer(fixture);
    const { user } = render(undefined, { path: '/reports', session: fixture.organisation.session });
    const table = await register();
    await within(table).findByText(fixture.external.identifier);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    // The expand buttons' column is named too, for screen readers ('Szczegóły', visually hidden).
    expect(headers.filter(Boolean)).toEqual([
      'Szczegóły',
      'Identyfikator',
      'Data wpływu',
      'Data zakończenia',
      'Status',
      'Kategoria',
      'Prowadzący',
      'Terminy',
      'Akcje',
    ]);
    const external = rowOf(table, fixture.external.identifier);
    expect(within(external).getByText('20.11.2026, 09:30')).toBeTruthy();
    expect(within(external).getByText('Archiwalne')).toBeTruthy();
    expect(within(rowOf(table, fixture.internal.identifier)).getByText('Otwarte')).toBeTruthy();
    expect(within(external).getByRole('link', { name: 'POKAŻ' }).getAttribute('href')).toBe(
      `/signal/${fixture.external.reportId}`,
    );

    const filter = screen.getByRole('combobox', { name: 'Kategoria' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('value')]),
    ).toEqual([
      ['Wszystkie', '0'],
      ['Zgłoszenia wewnętrzne', categories[0]!.id],
      ['Zgłoszenia zewnętrzne', categories[1]!.id],
    ]);
    await user.selectOptions(filter, 'Zgłoszenia wewnętrzne');
    await waitFor(() => expect(within(table).queryByText(fixture.external.identifier)).toBeNull());
    expect(within(table).getByText(fixture.internal.identifier)).toBeTruthy();
    expect(asked).toEqual(['0', categories[0]!.id]);
  });

  it('opens a row of Zgłoszenia zewnętrzne: label, reporter data and language, subject, the art. 38 request TAK, the person concerned', async () => {
    const fixture = await registerFixture();
    registerServer(fixture);
    const { user } = render(undefined, { path: '/reports', session: fixture.organisation.session, keys: 'none' });
    await holdKeys(fixture.organisation);
    const table = await register();
    await user.click(
      await within(table).findByRole('button', { name: `Pokaż szczegóły zgłoszenie ${fixture.external.identifier}` }),
    );
    const entry = await screen.findByTestId('register-entry');
    await within(entry).findByText('Zarząd Dróg Miejskich w Łodzi');
    const item = (term: string) => within(entry).getByText(term).nextElementSibling?.textContent;
    expect(item('Etykieta')).toBe('Przetarg w Łodzi');
    expect(item('Dane sygnalisty')).toBe(
      'Imię i nazwisko: Małgorzata Żółkiewska\nE-mail: gosia@example.pl\nTelefon: 600700800\nZgłaszający korzystał z formularza w języku: angielskim.',
    );
    expect(item('Przedmiot naruszenia')).toBe('Zmowa cenowa; "ustawiony" przetarg\nw urzędzie');
    expect(item('Wniosek o zaświadczenie (art. 38)')).toBe('TAK');
    expect(item('Osoba, której dotyczy zgłoszenie')).toBe('Zarząd Dróg Miejskich w Łodzi');
    // Only the notes marked 'show in register', oldest first: date, author, text.
    await within(entry).findByTestId('register-notes');
    expect(item('Notatki i informacje o szkodach w rejestrze')).toBe(
      '21.11.2026, 10:15, Anna Kowalska: Wysłano pismo do zarządu — termin 14 dni\n22.11.2026, 13:00, Anna Kowalska: Szkoda oszacowana na 120 000 zł',
    );
  });

  it('a report without personal data says so, and outside Zgłoszenia zewnętrzne there is no art. 38 line', async () => {
    const fixture = await registerFixture();
    registerServer(fixture);
    const { user } = render(undefined, { path: '/reports', session: fixture.organisation.session, keys: 'none' });
    await holdKeys(fixture.organisation);
    const table = await register();
    await user.click(
      await within(table).findByRole('button', { name: `Pokaż szczegóły zgłoszenie ${fixture.internal.identifier}` }),
    );
    const entry = await screen.findByTestId('register-entry');
    await within(entry).findByText('Codzienne upokarzanie');
    expect(within(entry).getByText('Sygnalista nie podał danych osobowych.')).toBeTruthy();
    expect(within(entry).queryByText('Wniosek o zaświadczenie (art. 38)')).toBeNull();
    expect(within(entry).getByText('Osoba, której dotyczy zgłoszenie').nextElementSibling?.textContent).toBe(
      'Nie podano',
    );
  });

  it('without the organisation key the row shows Brak dostępu do klucza and the CSV cannot be made', async () => {
    const fixture = await registerFixture();
    registerServer(fixture);
    const { user } = render(undefined, { path: '/reports', session: fixture.organisation.session, keys: 'none' });
    await holdKeys(fixture.organisation, false);
    const table = await register();
    await user.click(
      await within(table).findByRole('button', { name: `Pokaż szczegóły zgłoszenie ${fixture.external.identifier}` }),
    );
    const entry = await screen.findByTestId('register-entry');
    expect(await within(entry).findAllByText('Brak dostępu do klucza')).toHaveLength(2);
    await user.click(
      within(table).getByRole('checkbox', { name: `Zaznacz zgłoszenie ${fixture.external.identifier}` }),
    );
    expect(screen.getByRole('button', { name: 'Pobierz CSV' })).toHaveProperty('disabled', true);
  });

  it('with canReports: Pobierz CSV is enabled only while rows are selected and saves them decrypted, UTF-8 with BOM', async () => {
    const fixture = await registerFixture();
    registerServer(fixture);
    const { saved, click } = captureDownloads();
    const { user } = render(undefined, { path: '/reports', session: fixture.organisation.session, keys: 'none' });
    await holdKeys(fixture.organisation);
    const table = await register();
    await within(table).findByText(fixture.external.identifier);
    const download = screen.getByRole('button', { name: 'Pobierz CSV' });
    expect(download).toHaveProperty('disabled', true);

    await user.click(within(table).getByRole('checkbox', { name: 'Zaznacz wszystkie widoczne' }));
    expect(screen.getByTestId('register-selected').textContent).toBe('Zaznaczone: 2');
    expect(download).toHaveProperty('disabled', false);
    await user.click(download);
    await waitFor(() => expect(click).toHaveBeenCalledOnce());

    expect(click.mock.contexts[0]).toMatchObject({ href: 'blob:download-1' });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(
      /^rejestr-zgloszen-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/,
    );
    const bytes = new Uint8Array(await saved[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    expect(lines[0]).toBe(
      'Identyfikator;Data wpływu;Data zakończenia;Status;Kategoria;Prowadzący;Etykieta;Sygnalista: imię i nazwisko;Sygnalista: e-mail;Sygnalista: telefon;Przedmiot naruszenia;Wniosek o zaświadczenie (art. 38);Osoba, której dotyczy zgłoszenie;Informacje o działaniach następczych;Notatki oznaczone do rejestru;Spotkanie (art. 26);Wersja treści',
    );
    const text = lines.join('\r\n');
    expect(text).toContain(
      `${fixture.external.identifier};${new Intl.DateTimeFormat('pl-PL', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Warsaw' }).format(new Date(fixture.external.receivedAt))};20.11.2026, 09:30;Archiwalne;Zgłoszenia zewnętrzne;Anna Demo;Przetarg w Łodzi;Małgorzata Żółkiewska;gosia@example.pl;600700800;"Zmowa cenowa; ""ustawiony"" przetarg\nw urzędzie";TAK;Zarząd Dróg Miejskich w Łodzi;;"21.11.2026, 10:15, Anna Kowalska: Wysłano pismo do zarządu — termin 14 dni\n22.11.2026, 13:00, Anna Kowalska: Szkoda oszacowana na 120 000 zł";Nie poproszono;oryginał`,
    );
    expect(text).toContain(
      ';;Mobbing;Sygnalista nie podał danych osobowych.;;;Codzienne upokarzanie;;;;;Nie poproszono;oryginał',
    );
  });

  it('a report with redactions holds its redacted version in the row and the CSV, and says so; what staff wrote for the register stands in place of the form; the recorded end of follow-up is Data zakończenia', async () => {
    const fixture = await registerFixture();
    fixture.internal = { ...fixture.internal, followUpEndOn: '2026-11-25' };
    fixture.contents.set(
      fixture.internal.reportId,
      await reportContentFixture(fixture.organisation, fixture.internal, {
        fields: [
          { def: internalFields[0]!, value: 'Codzienne upokarzanie' },
          { def: internalFields[1]!, value: null },
          { def: internalFields[2]!, value: null },
          { def: internalFields[3]!, value: 'Nie' },
        ],
        reporter: { name: 'Jan Świadek', email: '', phone: '' },
        redactions: {
          record: {
            v: 1,
            redactions: [
              { target: reporterTarget('name'), start: 0, end: 11, kind: 'black' },
              { target: fieldTarget('g1'), start: 10, end: 21, kind: 'replace', label: '[zachowanie]' },
            ],
          },
          version: 1,
        },
        register: {
          record: {
            v: 1,
            subject: '',
            personConcerned: 'Kierownik zmiany',
            followUp: 'Przeprowadzono rozmowy wyjaśniające.',
          },
          version: 2,
        },
      }),
    );
    registerServer(fixture);
    const { user } = render(undefined, { path: '/reports', session: fixture.organisation.session, keys: 'none' });
    await holdKeys(fixture.organisation);
    const table = await register();
    await within(table).findByText(fixture.internal.identifier);
    const internal = rowOf(table, fixture.internal.identifier);
    expect(within(internal).getByText('25.11.2026')).toBeTruthy();
    await user.click(
      within(table).getByRole('button', { name: `Pokaż szczegóły zgłoszenie ${fixture.internal.identifier}` }),
    );
    const entry = await screen.findByTestId('register-entry');
    await within(entry).findByText('Kierownik zmiany');
    const item = (term: string) => within(entry).getByText(term).nextElementSibling?.textContent;
    expect(item('Dane sygnalisty')).toBe('Imię i nazwisko: █████\nE-mail: Nie podano\nTelefon: Nie podano');
    expect(item('Przedmiot naruszenia')).toBe('Codzienne [zachowanie]');
    expect(item('Informacje o działaniach następczych')).toBe('Przeprowadzono rozmowy wyjaśniające.');
    expect(within(entry).getByTestId('register-redacted').textContent).toContain('Wersja z zaczernieniami');
    expect(entry.textContent).not.toMatch(/Świadek|upokarzanie/);

    const lines = await csvOfAll(user, table);
    expect(lines.find((line) => line.startsWith(fixture.internal.identifier))).toContain(
      ';25.11.2026;Otwarte;Zgłoszenia wewnętrzne;;Mobbing;█████;;;Codzienne [zachowanie];;Kierownik zmiany;Przeprowadzono rozmowy wyjaśniające.;;Nie poproszono;z zaczernieniami',
    );
    expect(lines.join('\n')).not.toMatch(/Świadek|upokarzanie/);
  });

  it("'Moje sprawy' asks the server for the caller's reports only and clears the selection", async () => {
    const fixture = await registerFixture();
    const asked = registerServer(fixture);
    const { user } = render(undefined, { path: '/reports', session: fixture.organisation.session, keys: 'none' });
    await holdKeys(fixture.organisation);
    const table = await register();
    await within(table).findByText(fixture.internal.identifier);
    await user.click(within(table).getByRole('checkbox', { name: 'Zaznacz wszystkie widoczne' }));
    expect(screen.getByTestId('register-selected').textContent).toBe('Zaznaczone: 2');

    await user.click(screen.getByRole('switch', { name: 'Moje sprawy' }));
    await waitFor(() => expect(within(table).queryByText(fixture.internal.identifier)).toBeNull());
    expect(asked.at(-1)).toBe('0:mine');
    expect(within(rowOf(table, fixture.external.identifier)).getByText('Anna Demo')).toBeTruthy();
    expect(screen.getByTestId('register-selected').textContent).toBe('Zaznaczone: 0');
  });

  it('without canReports there is neither selection nor CSV', async () => {
    const fixture = await registerFixture();
    registerServer(fixture, { canReports: false });
    render(undefined, { path: '/reports', session: fixture.organisation.session });
    const table = await register();
    await within(table).findByText(fixture.external.identifier);
    expect(within(table).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pobierz CSV' })).toBeNull();
  });
});

describe('Wiadomości (/messages)', () => {
  it('lists Identyfikator, Data wpływu, Dni, Etykieta, Kategoria with ODCZYTAJ ZGŁOSZENIE, labels decrypted', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
    onTestFinished(() => void vi.useRealTimers());
    const organisation = await organisationWithKeys();
    const base = reportRowFixture({ state: 2, hasNewMessages: true, receivedAt: '2026-11-20T22:30:00.000Z' });
    const row = { ...base, label: await encryptedLabel(organisation, base.reportId, 'Nowa wiadomość od sygnalisty') };
    server.use(
      contractHandler(listReportsWithNewMessages, ({ query }) => ({ ...pageOf([row], query), canArchivize: true })),
    );
    render(undefined, { path: '/messages', session: organisation.session, keys: 'none' });
    await holdKeys(organisation);
    const table = await screen.findByRole('table', { name: 'Wiadomości' });
    await within(table).findByText('Nowa wiadomość od sygnalisty');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Identyfikator', 'Data wpływu', 'Dni', 'Etykieta', 'Kategoria', 'Prowadzący', 'Terminy', 'Akcje']);
    // Received 20 Nov 23:30 in Warsaw: on 23 Nov it is 3 calendar days old.
    expect(within(table).getAllByRole('cell')[2]?.textContent).toBe('3');
    expect(within(table).getByRole('link', { name: 'ODCZYTAJ ZGŁOSZENIE' }).getAttribute('href')).toBe(
      `/signal/${row.reportId}`,
    );
  });
});
