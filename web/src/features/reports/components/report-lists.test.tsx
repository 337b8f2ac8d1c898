import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDashboard } from '@shared/contracts/dashboard/get-dashboard.js';
import { archiveReport } from '@shared/contracts/reports/archive-report.js';
import { deleteReport } from '@shared/contracts/reports/delete-report.js';
import { listReports } from '@shared/contracts/reports/list-reports.js';
import type { ReportRow } from '@shared/contracts/reports/schemas.js';
import { addCalendarDays, addMonths } from '@shared/domain/deadlines.js';
import { polishCalendarDate } from '@shared/domain/report.js';
import { formatDate } from '@/lib/dates.js';
import { contractHandler, errorResponse, server } from '@/test/msw.js';
import { render } from '@/test/render.js';
import {
  encryptedLabel,
  holdKeys,
  organisationWithKeys,
  pageOf,
  reportRowFixture,
  type OrganisationKeys,
} from '@/test/report-fixtures.js';

type State = 'new' | 'open' | 'archived';

// The routes' code loads once here, not inside the first test's wait for the screen.
beforeAll(async () => {
  await Promise.all([
    import('../pages.js'),
    import('@/app/shell/back-office-layout.js'),
    import('@/app/query-provider.js'),
  ]);
});

/** A list endpoint over fixed rows per state; records every query it was asked. */
function listServer(rowsOf: Partial<Record<State, ReportRow[]>>, canArchivize = true) {
  const asked: { state: State; perPage: number; cursor?: string | undefined }[] = [];
  server.use(
    contractHandler(listReports, ({ query }) => {
      asked.push(query);
      return { ...pageOf(rowsOf[query.state] ?? [], query), canArchivize };
    }),
  );
  return asked;
}

async function labelledRows(organisation: OrganisationKeys, count: number, overrides: Partial<ReportRow> = {}) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const row = reportRowFixture(overrides);
      return {
        ...row,
        label: await encryptedLabel(
          organisation,
          row.reportId,
          i % 2 ? `Łapówka w dziale ${i}` : `Mobbing zespołu ${i}`,
        ),
      };
    }),
  );
}

async function given(
  path: string,
  rowsOf: Partial<Record<State, ReportRow[]>>,
  options: { canArchivize?: boolean; organisation?: OrganisationKeys } = {},
) {
  const organisation = options.organisation ?? (await organisationWithKeys());
  const asked = listServer(rowsOf, options.canArchivize ?? true);
  const rendered = render(undefined, { path, session: organisation.session, keys: 'none' });
  await holdKeys(organisation);
  return { ...rendered, asked, organisation };
}

const tableNamed = (name: string) => screen.findByRole('table', { name });
const rowOf = (table: HTMLElement, identifier: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByText(identifier)) ?? null;

describe('Nowe zgłoszenia (/new)', () => {
  it('lists the reports with their spec columns and the labels decrypted in the browser', async () => {
    const organisation = await organisationWithKeys();
    const [phone, email] = await labelledRows(organisation, 2);
    const rows = [
      {
        ...phone!,
        type: 2 as const,
        hasAttachments: true,
        repliesCount: 3,
        categoryName: 'Zgłoszenia zewnętrzne',
        handlers: [
          { userId: 'u-1', name: 'Anna Demo' },
          { userId: 'u-2', name: 'Piotr Nowak' },
        ],
      },
      { ...email!, type: 3 as const },
    ];
    await given('/new', { new: rows }, { organisation });
    const table = await tableNamed('Nowe zgłoszenia');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Identyfikator',
      'Załącznik',
      'Typ',
      'Data wpływu',
      'Dni',
      'Odpowiedzi',
      'Etykieta',
      'Kategoria',
      'Prowadzący',
      'Terminy',
      'Akcje',
    ]);
    await within(table).findByText('Mobbing zespołu 0');
    const first = rowOf(table, rows[0]!.identifier)!;
    expect(within(first).getByRole('img', { name: 'Zgłoszenie z załącznikiem' })).toBeTruthy();
    expect(within(first).getByRole('img', { name: 'Zgłoszenie telefoniczne' })).toBeTruthy();
    expect(within(first).getByText('Zgłoszenia zewnętrzne')).toBeTruthy();
    expect(within(first).getAllByRole('cell')[5]?.textContent).toBe('3');
    // 'Prowadzący' by initials, each handler's name read out and in a tooltip.
    const handlers = within(first).getAllByRole('cell')[8]!;
    expect(within(handlers).getByText('Anna Demo')).toBeTruthy();
    expect(within(handlers).getByText('Piotr Nowak')).toBeTruthy();
    expect(handlers.textContent).toBe('ADAnna DemoPNPiotr Nowak');
    const second = rowOf(table, rows[1]!.identifier)!;
    expect(within(second).getAllByRole('cell')[8]?.textContent).toBe('—');
    expect(within(second).getByRole('img', { name: 'Zgłoszenie e-mailowe' })).toBeTruthy();
    expect(within(second).getByText('Łapówka w dziale 1')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'POKAŻ' }).getAttribute('href')).toBe(
      `/signal/${rows[0]!.reportId}`,
    );
    // New reports cannot be archived or deleted from the list.
    expect(within(table).queryByRole('button', { name: 'ZARCHIWIZUJ' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'USUŃ' })).toBeNull();
  });

  it('pages through the server by cursor with "Strona X z Y", 10 rows by default, and loads all with Wszystkie', async () => {
    const organisation = await organisationWithKeys();
    const rows = Array.from({ length: 45 }, () => reportRowFixture());
    const { user, asked } = await given('/new', { new: rows }, { organisation });
    const table = await tableNamed('Nowe zgłoszenia');
    await within(table).findByText(rows[9]!.identifier);
    expect(within(table).queryByText(rows[10]!.identifier)).toBeNull();
    expect(screen.getByText('Strona 1 z 5')).toBeTruthy();
    expect(asked.at(-1)).toEqual({ state: 'new', perPage: 10 });

    await user.click(screen.getByRole('button', { name: 'Następna strona' }));
    await within(table).findByText(rows[10]!.identifier);
    expect(screen.getByText('Strona 2 z 5')).toBeTruthy();
    expect(asked.at(-1)).toEqual({ state: 'new', perPage: 10, cursor: 'c10' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Załaduj wiersze' }), '40');
    await within(table).findByText(rows[39]!.identifier);
    expect(screen.getByText('Strona 1 z 2')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Załaduj wiersze' }), 'Wszystkie');
    await within(table).findByText(rows[44]!.identifier);
    expect(screen.getByText('Strona 1 z 1')).toBeTruthy();
    expect(asked.at(-1)).toEqual({ state: 'new', perPage: -1 });
  });

  it("'Archiwalne zgłoszenia' names each report's handlers under 'Prowadzący', a dash for none", async () => {
    const handled = reportRowFixture({
      handlers: [
        { userId: 'u-1', name: 'Anna Demo' },
        { userId: 'u-2', name: 'Piotr Nowak' },
      ],
    });
    const unhandled = reportRowFixture();
    await given('/archive', { archived: [handled, unhandled] });
    const table = await tableNamed('Archiwalne zgłoszenia');
    await within(table).findByText(handled.identifier);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    const column = headers.indexOf('Prowadzący');
    expect(column).toBeGreaterThan(0);
    expect(within(rowOf(table, handled.identifier)!).getAllByRole('cell')[column]?.textContent).toBe(
      'Anna Demo, Piotr Nowak',
    );
    expect(within(rowOf(table, unhandled.identifier)!).getAllByRole('cell')[column]?.textContent).toBe('—');
  });

  it("'Moje sprawy' asks the server for the caller's reports only, from the first page, with its total", async () => {
    const organisation = await organisationWithKeys();
    const me = { userId: organisation.session.id, name: 'Anna Demo' };
    const rows = Array.from({ length: 15 }, (_, i) => reportRowFixture(i % 5 === 0 ? { handlers: [me] } : {}));
    const asked: { mine?: string | undefined; cursor?: string | undefined }[] = [];
    server.use(
      contractHandler(listReports, ({ query }) => {
        asked.push(query);
        const shown = query.mine === '1' ? rows.filter((row) => row.handlers.length) : rows;
        return { ...pageOf(shown, query), canArchivize: true };
      }),
    );
    const { user } = render(undefined, { path: '/new', session: organisation.session, keys: 'none' });
    await holdKeys(organisation);
    const table = await tableNamed('Nowe zgłoszenia');
    await within(table).findByText(rows[9]!.identifier);
    await user.click(screen.getByRole('button', { name: 'Następna strona' }));
    await within(table).findByText(rows[10]!.identifier);

    await user.click(screen.getByRole('switch', { name: 'Moje sprawy' }));
    await within(table).findByText(rows[5]!.identifier);
    expect(asked.at(-1)).toEqual({ state: 'new', perPage: 10, mine: '1' });
    expect(within(table).queryByText(rows[1]!.identifier)).toBeNull();
    expect(screen.getByText('Razem: 3')).toBeTruthy();
    expect(screen.getByText('Strona 1 z 1')).toBeTruthy();
  });

  it("'Szukaj w widocznych' finds rows by their decrypted label", async () => {
    const organisation = await organisationWithKeys();
    const rows = await labelledRows(organisation, 4);
    const { user } = await given('/new', { new: rows }, { organisation });
    const table = await tableNamed('Nowe zgłoszenia');
    await within(table).findByText('Łapówka w dziale 1');
    await user.type(screen.getByRole('textbox', { name: 'Szukaj w widocznych' }), 'łapówka');
    expect(rowOf(table, rows[1]!.identifier)).not.toBeNull();
    expect(rowOf(table, rows[3]!.identifier)).not.toBeNull();
    expect(rowOf(table, rows[0]!.identifier)).toBeNull();
    expect(rowOf(table, rows[2]!.identifier)).toBeNull();
  });

  it('a user without the organisation key sees the rows, with Brak dostępu do klucza for each label', async () => {
    const organisation = await organisationWithKeys({ withOrganisationKey: false } as never);
    const rows = await labelledRows(organisation, 2);
    listServer({ new: rows });
    render(undefined, { path: '/new', session: organisation.session, keys: 'none' });
    await holdKeys(organisation, false);
    const table = await tableNamed('Nowe zgłoszenia');
    await waitFor(() => expect(within(table).getAllByText('Brak dostępu do klucza')).toHaveLength(2));
    expect(within(table).getByText(rows[0]!.identifier)).toBeTruthy();
  });

  it('a failing list shows "{status} - {message}"', async () => {
    server.use(contractHandler(listReports, () => errorResponse('INTERNAL')));
    const organisation = await organisationWithKeys();
    render(undefined, { path: '/new', session: organisation.session });
    expect((await screen.findByRole('alert')).textContent).toBe(
      '500 - Wystąpił błąd serwera. Spróbuj ponownie później.',
    );
  });

  it('a 401 from the list goes to /login without a message', async () => {
    server.use(contractHandler(listReports, () => errorResponse('UNAUTHENTICATED')));
    const organisation = await organisationWithKeys();
    const { router } = render(undefined, { path: '/new', session: organisation.session });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('Otwarte zgłoszenia (/open): ZARCHIWIZUJ', () => {
  it('asks the spec question, archives after the confirmation and the row leaves the list', async () => {
    const organisation = await organisationWithKeys();
    const rows = [reportRowFixture({ state: 2 }), reportRowFixture({ state: 2 })];
    const open = [...rows];
    const archived: string[] = [];
    server.use(
      contractHandler(listReports, ({ query }) => ({
        ...pageOf(query.state === 'open' ? open : [], query),
        canArchivize: true,
      })),
      contractHandler(archiveReport, ({ params }) => {
        archived.push(params.reportId);
        open.splice(
          open.findIndex((row) => row.reportId === params.reportId),
          1,
        );
        return { archivedAt: '2026-11-23T14:00:00.000Z' };
      }),
      contractHandler(getDashboard, () => ({
        organisationName: 'x',
        counts: { new: 0, open: 1, archived: 1, staffUsers: 1 },
      })),
    );
    const { user } = render(undefined, { path: '/open', session: organisation.session });
    const table = await tableNamed('Otwarte zgłoszenia');
    const target = rows[1]!;
    await within(table).findByText(target.identifier);

    await user.click(within(rowOf(table, target.identifier)!).getByRole('button', { name: 'ZARCHIWIZUJ' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        `Czy na pewno przenieść zgłoszenie o identyfikatorze: ${target.identifier} do archiwum?`,
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(archived).toEqual([]);

    await user.click(within(rowOf(table, target.identifier)!).getByRole('button', { name: 'ZARCHIWIZUJ' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Zarchiwizuj' }));
    await waitFor(() => expect(within(table).queryByText(target.identifier)).toBeNull());
    expect(archived).toEqual([target.reportId]);
    expect(await screen.findByText(`Zgłoszenie ${target.identifier} przeniesiono do archiwum.`)).toBeTruthy();
    expect(within(table).getByText(rows[0]!.identifier)).toBeTruthy();
  });

  it('a refusal of the server is shown and the list is read again', async () => {
    const organisation = await organisationWithKeys();
    const row = reportRowFixture({ state: 2 });
    let lists = 0;
    server.use(
      contractHandler(listReports, ({ query }) => {
        lists += 1;
        return { ...pageOf([row], query), canArchivize: true };
      }),
      contractHandler(archiveReport, () => errorResponse('CONFLICT', { message: 'Zgłoszenie jest już w archiwum.' })),
    );
    const { user } = render(undefined, { path: '/open', session: organisation.session });
    const table = await tableNamed('Otwarte zgłoszenia');
    await user.click(await within(table).findByRole('button', { name: 'ZARCHIWIZUJ' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Zarchiwizuj' }));
    expect(await screen.findByText('409 - Zgłoszenie jest już w archiwum.')).toBeTruthy();
    expect(lists).toBeGreaterThan(1);
  });

  it('without canArchivize there is no ZARCHIWIZUJ', async () => {
    await given('/open', { open: [reportRowFixture({ state: 2 })] }, { canArchivize: false });
    const table = await tableNamed('Otwarte zgłoszenia');
    await within(table).findByRole('link', { name: 'POKAŻ' });
    expect(within(table).queryByRole('button', { name: 'ZARCHIWIZUJ' })).toBeNull();
  });
});

describe('Archiwalne zgłoszenia (/archive): USUŃ', () => {
  it("shows 'Data zakończenia' and deletes for good only after the irreversible-deletion warning", async () => {
    const organisation = await organisationWithKeys();
    const row = reportRowFixture({ state: 3, archivedAt: '2026-11-20T08:30:00.000Z' });
    const archive = [row];
    const deleted: string[] = [];
    server.use(
      contractHandler(listReports, ({ query }) => ({
        ...pageOf(query.state === 'archived' ? archive : [], query),
        canArchivize: true,
      })),
      contractHandler(deleteReport, ({ params }) => {
        deleted.push(params.reportId);
        archive.length = 0;
        return { ok: true as const };
      }),
    );
    const { user } = render(undefined, { path: '/archive', session: organisation.session });
    const table = await tableNamed('Archiwalne zgłoszenia');
    await within(table).findByText(row.identifier);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toContain('Data zakończenia');
    expect(within(rowOf(table, row.identifier)!).getByText('20.11.2026, 09:30')).toBeTruthy();

    await user.click(within(table).getByRole('button', { name: 'USUŃ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trwałe usunięcie zgłoszenia' });
    expect(dialog.textContent).toContain(
      `Czy na pewno trwale usunąć zgłoszenie o identyfikatorze: ${row.identifier}? Zgłoszenie, jego wiadomości, notatki i załączniki zostaną usunięte bezpowrotnie — tej operacji nie można cofnąć.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Usuń trwale' }));
    await within(table).findByText('Brak zgłoszeń.');
    expect(deleted).toEqual([row.reportId]);
  });

  it('without canArchivize there is no USUŃ', async () => {
    await given(
      '/archive',
      { archived: [reportRowFixture({ state: 3, archivedAt: '2026-11-20T08:30:00.000Z' })] },
      { canArchivize: false },
    );
    const table = await tableNamed('Archiwalne zgłoszenia');
    await within(table).findByRole('link', { name: 'POKAŻ' });
    expect(within(table).queryByRole('button', { name: 'USUŃ' })).toBeNull();
  });
});

describe('Wszystkie zgłoszenia (/all)', () => {
  it('shows three tables, new, open and archive, each with its own total and paging', async () => {
    const rowsOf = {
      new: Array.from({ length: 12 }, () => reportRowFixture()),
      open: Array.from({ length: 3 }, () => reportRowFixture({ state: 2 })),
      archived: Array.from({ length: 25 }, () =>
        reportRowFixture({ state: 3, archivedAt: '2026-11-20T08:30:00.000Z' }),
      ),
    };
    const { user } = await given('/all', rowsOf);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Wszystkie zgłoszenia');
    const totals = await Promise.all(
      ['Nowe zgłoszenia', 'Otwarte zgłoszenia', 'Archiwalne zgłoszenia'].map(async (name) => {
        const section = await screen.findByRole('region', { name });
        await within(section).findByText(/^Strona/);
        await waitFor(() => expect(within(section).getByTestId('list-total').textContent).not.toBe('Razem: 0'));
        return within(section).getByTestId('list-total').textContent;
      }),
    );
    expect(totals).toEqual(['Razem: 12', 'Razem: 3', 'Razem: 25']);

    const archivedSection = screen.getByRole('region', { name: 'Archiwalne zgłoszenia' });
    await user.click(within(archivedSection).getByRole('button', { name: 'Następna strona' }));
    await within(archivedSection).findByText('Strona 2 z 3');
    expect(within(screen.getByRole('region', { name: 'Nowe zgłoszenia' })).getByText('Strona 1 z 2')).toBeTruthy();
  });
});

describe('an expired licence', () => {
  it.each(['/new', '/open', '/archive', '/all', '/messages', '/reports'])(
    '%s shows Konto zablokowane! and asks the server for no list',
    async (path) => {
      const organisation = await organisationWithKeys({ customerIsActive: false });
      render(undefined, { path, session: organisation.session });
      const notice = await screen.findByRole('alert', { name: 'Konto zablokowane!' });
      expect(notice.textContent).toContain('licencja wygasła');
      expect(screen.queryByRole('table')).toBeNull();
    },
  );
});

/** Noon in Poland, `days` calendar days before today there (months too): dates the marks count in whole days. */
function dayInPoland(days: number, months = 0): string {
  const today = polishCalendarDate(new Date());
  return `${addMonths(addCalendarDays(today, -days), -months)}T10:00:00.000Z`;
}

describe("'Terminy': the Act's terms that are close or missed", () => {
  it('marks in words a missed acknowledgement, an acknowledgement due tomorrow and a missed feedback; nothing where terms are met or far', async () => {
    const late = reportRowFixture({ receivedAt: dayInPoland(9) });
    const tomorrow = reportRowFixture({ receivedAt: dayInPoland(6) });
    const fresh = reportRowFixture({ receivedAt: dayInPoland(1) });
    const noFeedback = reportRowFixture({ state: 2, receivedAt: dayInPoland(2, 4), acknowledgedAt: dayInPoland(1, 4) });
    const answered = reportRowFixture({
      state: 2,
      receivedAt: dayInPoland(3, 4),
      acknowledgedAt: dayInPoland(2, 4),
      feedbackAt: dayInPoland(0, 3),
    });
    const { user } = await given('/new', { new: [fresh, tomorrow, late] });
    const table = await tableNamed('Nowe zgłoszenia');
    await within(table).findByText(late.identifier);

    const lateMark = within(rowOf(table, late.identifier)!).getByTestId('deadline-acknowledgement');
    expect(lateMark.textContent).toBe(
      `Potwierdzenie: po terminie, Potwierdzenie przyjęcia (7 dni): termin ${formatDate(addCalendarDays(late.receivedAt.slice(0, 10), 7))}`,
    );
    expect(within(rowOf(table, tomorrow.identifier)!).getByTestId('deadline-acknowledgement').textContent).toMatch(
      /^Potwierdzenie: termin jutro, /,
    );
    expect(within(rowOf(table, fresh.identifier)!).queryByTestId(/^deadline-/)).toBeNull();

    // 'Szukaj w widocznych' finds the late ones by the mark's words.
    await user.type(screen.getByRole('textbox', { name: 'Szukaj w widocznych' }), 'po terminie');
    await waitFor(() => expect(rowOf(table, tomorrow.identifier)).toBeNull());
    expect(rowOf(table, late.identifier)).not.toBeNull();

    server.use(
      contractHandler(listReports, ({ query }) => ({
        ...pageOf(query.state === 'open' ? [answered, noFeedback] : [], query),
        canArchivize: true,
      })),
    );
    await user.click(screen.getByRole('link', { name: 'Otwarte' }));
    const open = await tableNamed('Otwarte zgłoszenia');
    await within(open).findByText(noFeedback.identifier);
    expect(within(rowOf(open, noFeedback.identifier)!).getByTestId('deadline-feedback').textContent).toMatch(
      /^Informacja zwrotna: po terminie, Informacja zwrotna \(3 miesiące\): termin /,
    );
    expect(within(rowOf(open, noFeedback.identifier)!).queryByTestId('deadline-acknowledgement')).toBeNull();
    expect(within(rowOf(open, answered.identifier)!).queryByTestId(/^deadline-/)).toBeNull();
  });

  it('does not mark archived reports: their clocks stopped when they closed', async () => {
    const closed = reportRowFixture({ state: 3, receivedAt: dayInPoland(0, 5), archivedAt: dayInPoland(0, 1) });
    await given('/archive', { archived: [closed] });
    const table = await tableNamed('Archiwalne zgłoszenia');
    await within(table).findByText(closed.identifier);
    expect(within(table).queryByTestId(/^deadline-/)).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Terminy' })).toBeNull();
  });
});
