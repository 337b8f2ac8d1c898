import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDashboard } from '@shared/contracts/dashboard/get-dashboard.js';
import { listReportsWithNewMessages } from '@shared/contracts/reports/list-reports-with-new-messages.js';
import { listReports } from '@shared/contracts/reports/list-reports.js';
import type { ReportRow } from '@shared/contracts/reports/schemas.js';
import { contractHandler, errorResponse, server } from '@/test/msw.js';
import { render, staffSessionFixture } from '@/test/render.js';
import { encryptedLabel, holdKeys, organisationWithKeys, pageOf, reportRowFixture } from '@/test/report-fixtures.js';

const counts = { new: 3, open: 12, archived: 40, staffUsers: 5 };

beforeAll(async () => {
  await Promise.all([
    import('../pages.js'),
    import('@/app/shell/back-office-layout.js'),
    import('@/app/query-provider.js'),
  ]);
});

/** The dashboard's calls: counts, new reports and reports with new messages. */
function dashboardServer(newRows: ReportRow[] = [], messageRows: ReportRow[] = []) {
  const asked = { new: [] as (string | undefined)[], messages: [] as (string | undefined)[] };
  server.use(
    contractHandler(getDashboard, () => ({ organisationName: 'Fundacja Łąka', counts })),
    contractHandler(listReports, ({ query }) => {
      asked.new.push(query.cursor);
      return { ...pageOf(query.state === 'new' ? newRows : [], query), canArchivize: true };
    }),
    contractHandler(listReportsWithNewMessages, ({ query }) => {
      asked.messages.push(query.cursor);
      return { ...pageOf(messageRows, query), canArchivize: true };
    }),
  );
  return asked;
}

describe('Panel główny', () => {
  it('shows the organisation name and the counts of new, open and archived reports and of users', async () => {
    dashboardServer();
    render(undefined, { path: '/dashboard', session: staffSessionFixture() });
    expect((await screen.findByTestId('dashboard-organisation')).textContent).toBe('Fundacja Łąka');
    const tile = (label: string) => screen.getByTestId(`count-${label}`).textContent;
    expect([tile('Nowe'), tile('Otwarte'), tile('Archiwalne'), tile('Użytkownicy')]).toEqual([
      'Nowe3',
      'Otwarte12',
      'Archiwalne40',
      'Użytkownicy5',
    ]);
  });

  it("shows 'Nowe zgłoszenia' with POKAŻ and 'Odnotowano nowe wiadomości w otwartych zgłoszeniach' with ODCZYTAJ ZGŁOSZENIE, labels decrypted", async () => {
    const organisation = await organisationWithKeys();
    const fresh = reportRowFixture({ type: 2, hasAttachments: true });
    const withMessage = reportRowFixture({
      state: 2,
      repliesCount: 2,
      hasNewMessages: true,
      categoryName: 'Zgłoszenia zewnętrzne',
    });
    dashboardServer(
      [{ ...fresh, label: await encryptedLabel(organisation, fresh.reportId, 'Zażółć gęślą jaźń') }],
      [{ ...withMessage, label: await encryptedLabel(organisation, withMessage.reportId, 'Odpowiedź sygnalisty') }],
    );
    render(undefined, { path: '/dashboard', session: organisation.session, keys: 'none' });
    await holdKeys(organisation);

    const newTable = await screen.findByRole('table', { name: 'Nowe zgłoszenia' });
    await within(newTable).findByText('Zażółć gęślą jaźń');
    expect(
      within(newTable)
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
    expect(within(newTable).getByRole('img', { name: 'Zgłoszenie telefoniczne' })).toBeTruthy();
    expect(within(newTable).getByRole('link', { name: 'POKAŻ' }).getAttribute('href')).toBe(
      `/signal/${fresh.reportId}`,
    );

    const messagesTable = screen.getByRole('table', { name: 'Odnotowano nowe wiadomości w otwartych zgłoszeniach' });
    await within(messagesTable).findByText('Odpowiedź sygnalisty');
    expect(within(messagesTable).getByText('Zgłoszenia zewnętrzne')).toBeTruthy();
    expect(within(messagesTable).getByRole('link', { name: 'ODCZYTAJ ZGŁOSZENIE' }).getAttribute('href')).toBe(
      `/signal/${withMessage.reportId}`,
    );
  });

  it('pages each table on its own', async () => {
    const newRows = Array.from({ length: 15 }, () => reportRowFixture());
    const messageRows = Array.from({ length: 15 }, () => reportRowFixture({ state: 2, hasNewMessages: true }));
    const asked = dashboardServer(newRows, messageRows);
    const { user } = render(undefined, { path: '/dashboard', session: staffSessionFixture() });
    const newSection = await screen.findByRole('region', { name: 'Nowe zgłoszenia' });
    await within(newSection).findByText(newRows[0]!.identifier);
    await user.click(within(newSection).getByRole('button', { name: 'Następna strona' }));
    await within(newSection).findByText(newRows[10]!.identifier);

    expect(within(newSection).getByText('Strona 2 z 2')).toBeTruthy();
    const messagesSection = screen.getByRole('region', { name: 'Odnotowano nowe wiadomości w otwartych zgłoszeniach' });
    expect(within(messagesSection).getByText('Strona 1 z 2')).toBeTruthy();
    expect(asked.new).toEqual([undefined, 'c10']);
    expect(asked.messages).toEqual([undefined]);
  });

  it('a failing call is an alert "{status} - {message}"', async () => {
    dashboardServer();
    server.use(contractHandler(getDashboard, () => errorResponse('INTERNAL')));
    render(undefined, { path: '/dashboard', session: staffSessionFixture() });
    expect((await screen.findByRole('alert')).textContent).toBe(
      '500 - Wystąpił błąd serwera. Spróbuj ponownie później.',
    );
  });

  it('an expired licence shows Konto zablokowane! instead of the counts, pointing to Rozliczenia', async () => {
    render(undefined, { path: '/dashboard', session: staffSessionFixture({ customerIsActive: false }) });
    const notice = await screen.findByRole('alert', { name: 'Konto zablokowane!' });
    expect(notice.textContent).toContain('licencja wygasła');
    expect(screen.getAllByRole('link', { name: 'Rozliczenia' }).at(-1)?.getAttribute('href')).toBe('/subscription');
    expect(screen.queryByTestId('dashboard-organisation')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
