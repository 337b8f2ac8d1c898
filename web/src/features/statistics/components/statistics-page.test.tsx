import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { getReportStatistics } from '@shared/contracts/statistics/get-report-statistics.js';
import type { ResponseOf } from '@shared/contracts/contract.js';
import { defaultPeriod } from '@shared/domain/statistics.js';
import { captureDownloads } from '@/test/downloads.js';
import { contractHandler, server } from '@/test/msw.js';
import { render, staffSessionFixture } from '@/test/render.js';

type Statistics = ResponseOf<typeof getReportStatistics>;

beforeAll(async () => {
  await Promise.all([
    import('../pages.js'),
    import('@/app/shell/back-office-layout.js'),
    import('@/app/query-provider.js'),
  ]);
});

/** Figures of a period as the server counts them (three months, two categories). */
function statisticsFixture(period: { from: string; to: string } = { from: '2026-09', to: '2026-11' }): Statistics {
  return {
    ...period,
    computedAt: '2026-11-25T10:00:00.000Z',
    received: 14,
    months: [
      { month: period.from, received: 4, form: 3, phone: 1, email: 0 },
      { month: '2026-10', received: 6, form: 5, phone: 0, email: 1 },
      { month: period.to, received: 4, form: 4, phone: 0, email: 0 },
    ],
    categories: [
      { categoryId: 'c1', name: 'Zgłoszenia wewnętrzne', received: 10 },
      { categoryId: 'c2', name: 'Zgłoszenia zewnętrzne', received: 4 },
    ],
    channels: { form: 12, phone: 1, email: 1 },
    states: { new: 3, open: 6, archived: 4, deleted: 1 },
    acknowledgement: { inTime: 9, late: 1, overdue: 1, pending: 3, percentInTime: 81.8 },
    feedback: { inTime: 6, late: 1, missed: 0, overdue: 0, none: 1, pending: 6, percentInTime: 85.7 },
    meeting: { requested: 3, inTime: 1, late: 1, notHeld: 1, percentInTime: 50 },
  };
}

function statisticsServer(answer: (query: { from?: string | undefined; to?: string | undefined }) => Statistics) {
  const asked: { from?: string | undefined; to?: string | undefined }[] = [];
  server.use(
    contractHandler(getReportStatistics, ({ query }) => {
      asked.push(query);
      return answer(query);
    }),
  );
  return asked;
}

const tableNamed = (name: string) => screen.findByRole('table', { name });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('Statystyki (/statistics)', () => {
  it('shows the figures of the last 12 months as tables (with charts) of months, categories, channels, states and terms', async () => {
    const asked = statisticsServer(() => statisticsFixture());
    render(undefined, { path: '/statistics', session: staffSessionFixture() });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Statystyki');
    expect((await screen.findByTestId('statistics-total')).textContent).toBe('Zgłoszenia w okresie: 14');
    expect(asked[0]).toEqual(defaultPeriod());

    expect(rowsOf(await tableNamed('Zgłoszenia w miesiącach'))).toEqual([
      ['wrzesień 2026', '3', '1', '0', '4'],
      ['październik 2026', '5', '0', '1', '6'],
      ['listopad 2026', '4', '0', '0', '4'],
    ]);
    expect(rowsOf(await tableNamed('Zgłoszenia w kategoriach'))).toEqual([
      ['Zgłoszenia wewnętrzne', '10', '71,4%'],
      ['Zgłoszenia zewnętrzne', '4', '28,6%'],
    ]);
    expect(rowsOf(await tableNamed('Zgłoszenia według kanału'))).toEqual([
      ['Formularz', '12', '85,7%'],
      ['Telefon', '1', '7,1%'],
      ['E-mail', '1', '7,1%'],
    ]);
    expect(rowsOf(await tableNamed('Zgłoszenia według statusu')).map((row) => row.slice(0, 2))).toEqual([
      ['Nowe', '3'],
      ['Otwarte', '6'],
      ['Archiwalne', '4'],
      ['Usunięte', '1'],
    ]);
    const terms = await tableNamed('Dotrzymanie terminów ustawowych');
    expect(rowsOf(terms)[0]).toEqual(['W terminie', '9', '6']);
    expect(rowsOf(terms).at(-1)).toEqual(['W terminie (%)', '81,8', '85,7']);
    expect(screen.getByTestId('compliance-Potwierdzenie przyjęcia w ciągu 7 dni').textContent).toBe('81,8% w terminie');
    expect(screen.getByTestId('compliance-Informacja zwrotna w ciągu 3 miesięcy').textContent).toBe('85,7% w terminie');
    // Meetings in person asked for (art. 26(3)), and whether they were held within 14 days.
    expect(rowsOf(await tableNamed('Spotkanie w ciągu 14 dni od prośby'))).toEqual([
      ['Prośby o spotkanie', '3'],
      ['W terminie', '1'],
      ['Po terminie', '1'],
      ['Nie zapisano jeszcze protokołu spotkania', '1'],
      ['W terminie (%)', '50,0'],
    ]);
    expect(screen.getByTestId('compliance-Spotkanie w ciągu 14 dni od prośby').textContent).toBe('50,0% w terminie');
  });

  it('counts another period when asked, and refuses a start after the end', async () => {
    const asked = statisticsServer((query) =>
      statisticsFixture({ from: query.from ?? '2026-09', to: query.to ?? '2026-11' }),
    );
    const { user } = render(undefined, { path: '/statistics', session: staffSessionFixture() });
    await screen.findByTestId('statistics-total');
    const [from, to] = [
      screen.getByRole('combobox', { name: 'Od miesiąca' }),
      screen.getByRole('combobox', { name: 'Do miesiąca' }),
    ];
    const months = within(from)
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value);
    expect(months).toHaveLength(60);

    await user.selectOptions(from, months[0]!);
    await user.selectOptions(to, months[1]!);
    expect(screen.getByText('Miesiąc początkowy nie może być późniejszy niż końcowy.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pokaż' })).toHaveProperty('disabled', true);

    await user.selectOptions(from, months[3]!);
    await user.click(screen.getByRole('button', { name: 'Pokaż' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ from: months[3], to: months[1] }));
  });

  it('saves the figures as CSV: UTF-8 with BOM, one figure a line', async () => {
    statisticsServer(() => statisticsFixture());
    const { saved, click } = captureDownloads();
    const { user } = render(undefined, { path: '/statistics', session: staffSessionFixture() });
    await screen.findByTestId('statistics-total');
    await user.click(screen.getByRole('button', { name: 'Pobierz CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(
      /^statystyki-zgloszen-2026-09-2026-11-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/,
    );
    const bytes = new Uint8Array(await saved[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    expect(lines.slice(0, 4)).toEqual([
      'Zestawienie;Pozycja;Wartość',
      'Okres;Od miesiąca;2026-09',
      'Okres;Do miesiąca;2026-11',
      'Statystyki;Liczba;14',
    ]);
    expect(lines).toContain('Zgłoszenia w miesiącach;2026-10;6');
    expect(lines).toContain('Zgłoszenia w miesiącach — E-mail;2026-10;1');
    expect(lines).toContain('Zgłoszenia w kategoriach;Zgłoszenia zewnętrzne;4');
    expect(lines).toContain('Zgłoszenia według statusu;Usunięte;1');
    expect(lines).toContain('Potwierdzenie przyjęcia w ciągu 7 dni;Termin minął, nadal brak;1');
    expect(lines).toContain('Informacja zwrotna w ciągu 3 miesięcy;W terminie (%);85,7');
    expect(lines).toContain('Spotkanie w ciągu 14 dni od prośby;Prośby o spotkanie;3');
    expect(lines).toContain('Spotkanie w ciągu 14 dni od prośby;Nie zapisano jeszcze protokołu spotkania;1');
  });

  it('tells a user (Użytkownik) who reads statistics, asks the server nothing, and shows no menu entry', async () => {
    const asked = statisticsServer(() => statisticsFixture());
    render(undefined, { path: '/statistics', session: staffSessionFixture({ type: 2, isMainAdmin: false }) });
    expect(await screen.findByText('Statystyki przeglądają administratorzy i audytorzy.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Statystyki' })).toBeNull();
    expect(asked).toEqual([]);
  });

  it('an auditor finds it in the menu under Rejestr zgłoszeń', async () => {
    statisticsServer(() => statisticsFixture());
    render(undefined, { path: '/statistics', session: staffSessionFixture({ type: 3, isMainAdmin: false }) });
    await screen.findByTestId('statistics-total');
    expect(screen.getAllByRole('link', { name: 'Statystyki' })[0]!.getAttribute('href')).toBe('/statistics');
  });

  it('an expired licence shows Konto zablokowane! and asks the server nothing', async () => {
    const asked = statisticsServer(() => statisticsFixture());
    render(undefined, { path: '/statistics', session: staffSessionFixture({ customerIsActive: false }) });
    expect(await screen.findByRole('alert', { name: 'Konto zablokowane!' })).toBeTruthy();
    expect(asked).toEqual([]);
  });
});
