import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { getLogChain } from '@shared/contracts/logs/get-log-chain.js';
import { listLogEntries } from '@shared/contracts/logs/list-log-entries.js';
import { listLogUsers } from '@shared/contracts/logs/list-log-users.js';
import { listReportLog } from '@shared/contracts/logs/list-report-log.js';
import type { ResponseOf } from '@shared/contracts/contract.js';
import type { LogRow } from '@shared/contracts/logs/schemas.js';
import { entryHash, GENESIS_HASH, type ChainedEntry } from '@shared/crypto/log-chain.js';
import { contractHandler, server } from '@/test/msw.js';
import { render, staffSessionFixture } from '@/test/render.js';

beforeAll(async () => {
  await Promise.all([
    import('../pages.js'),
    import('@/app/shell/back-office-layout.js'),
    import('@/app/query-provider.js'),
  ]);
});

const REPORT_ID = '9b2f0c1e-7d7a-4d1b-a3a1-2f1c0e9d8b7a';
const at = (n: number) => `2026-11-2${n}T08:0${n}:00.000Z`;
const warsaw = (iso: string) =>
  new Intl.DateTimeFormat('pl-PL', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Warsaw' }).format(
    new Date(iso),
  );

/** A chain of `count` entries as the server writes it (`text` says what each entry records). */
async function chainOf(count: number, text = (_seq: number) => 'Zalogowanie do systemu'): Promise<ChainedEntry[]> {
  const entries: ChainedEntry[] = [];
  let prevHash = GENESIS_HASH;
  for (let seq = 1; seq <= count; seq++) {
    const fields = {
      tenantId: 'tenant-1',
      chain: 0,
      seq,
      prevHash,
      at: at(seq),
      id: `e${seq}`,
      action: 'session.login',
      text: text(seq),
      userId: 'user-1',
      userName: 'Anna Kowalska',
      clientIp: '10.0.0.1',
      reportId: null,
    };
    const entry = { ...fields, hash: await entryHash(fields) };
    entries.push(entry);
    prevHash = entry.hash;
  }
  return entries;
}

const rowsOf = (entries: ChainedEntry[]): LogRow[] =>
  entries
    .map((entry) => ({
      chain: 0,
      seq: entry.seq,
      at: entry.at,
      reportId: entry.reportId,
      reportIdentifier: null,
      userId: entry.userId,
      userName: entry.userName,
      text: entry.text,
    }))
    .reverse();

const archived: LogRow = {
  chain: 0,
  seq: 4,
  at: at(4),
  reportId: REPORT_ID,
  reportIdentifier: 'K7QM-3XPA-9B',
  userId: 'user-1',
  userName: 'Anna Kowalska',
  text: 'Archiwizacja zgłoszenia K7QM-3XPA-9B',
};

type Anchor = ResponseOf<typeof getLogChain>['anchor'];

/** The log endpoints over a fixed chain (and the anchor of its heads, if any); records the searches asked for. */
function logServer(
  entries: ChainedEntry[],
  head = { chain: 0, seq: entries.at(-1)?.seq ?? 0, hash: entries.at(-1)?.hash ?? GENESIS_HASH },
  anchor: Anchor = null,
) {
  const searches: Record<string, string | undefined>[] = [];
  server.use(
    contractHandler(listLogEntries, ({ query }) => {
      searches.push(query);
      const rows = query.userId === 'user-2' ? [] : [archived, ...rowsOf(entries)];
      return { rows, nextCursor: null };
    }),
    contractHandler(listLogUsers, () => ({
      users: [
        { userId: 'user-1', name: 'Anna Kowalska' },
        { userId: 'user-2', name: 'Zofia Nowak' },
      ],
    })),
    contractHandler(getLogChain, () => ({ heads: [head], anchor, entries, nextCursor: null })),
    contractHandler(listReportLog, ({ params }) => ({
      rows: params.reportId === REPORT_ID ? [archived] : [],
      nextCursor: null,
    })),
  );
  return searches;
}

const table = () => screen.findByRole('table', { name: 'Log systemowy' });

describe('Log systemowy', () => {
  it('shows the newest entries with lp, date, report, user and activity, and opens a report', async () => {
    logServer(await chainOf(3));
    render(undefined, { path: '/logs', session: staffSessionFixture() });
    const rows = within(await table()).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Lp.', 'Data', 'Zgłoszenie', 'Użytkownik', 'Aktywność', 'Akcje']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', warsaw(at(4)), 'K7QM-3XPA-9B', 'Anna Kowalska', 'Archiwizacja zgłoszenia K7QM-3XPA-9B', 'Otwórz']);
    expect(within(rows[2]!).getAllByRole('cell')[2]!.textContent).toBe('—');
    expect(screen.getByRole('link', { name: 'Otwórz zgłoszenie K7QM-3XPA-9B' }).getAttribute('href')).toBe(
      `/signal/${REPORT_ID}`,
    );
  });

  it("'Szukaj' without a day or a user says Brak wskazania zakresu przeszukania and asks nothing", async () => {
    const searches = logServer(await chainOf(2));
    const { user } = render(undefined, { path: '/logs', session: staffSessionFixture() });
    await table();
    await user.click(screen.getByRole('button', { name: 'Szukaj' }));
    expect(screen.getByRole('alert').textContent).toBe('Brak wskazania zakresu przeszukania');
    expect(searches).toHaveLength(1);
  });

  it('searches by days and user, says Brak danych w wybranych kryteriach. when nothing matches, and Pokaż wszystko shows all again', async () => {
    const searches = logServer(await chainOf(2));
    const { user } = render(undefined, { path: '/logs', session: staffSessionFixture() });
    await table();
    await user.type(screen.getByLabelText('Od dnia'), '2026-11-01');
    await user.type(screen.getByLabelText('Do dnia'), '2026-11-22');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Użytkownik' }),
      await screen.findByRole('option', { name: 'Zofia Nowak' }),
    );
    await user.click(screen.getByRole('button', { name: 'Szukaj' }));
    expect(await screen.findByText('Brak danych w wybranych kryteriach.')).toBeTruthy();
    expect(searches.at(-1)).toEqual({ from: '2026-11-01', to: '2026-11-22', userId: 'user-2' });

    await user.click(screen.getByRole('button', { name: 'Pokaż wszystko' }));
    expect(within(await table()).getAllByRole('row')).toHaveLength(4);
    expect(searches.at(-1)).toEqual({});
  });

  it("'Sprawdź integralność' says plainly that an intact log is intact", async () => {
    logServer(await chainOf(3));
    const { user } = render(undefined, { path: '/logs', session: staffSessionFixture() });
    await table();
    await user.click(screen.getByRole('button', { name: 'Sprawdź integralność' }));
    expect((await screen.findByTestId('integrity-result')).textContent).toBe(
      'Log jest nienaruszony: łańcuch wpisów jest ciągły (sprawdzono wpisów: 3).',
    );
  });

  it("'Sprawdź integralność' names the lp and date of an edited entry", async () => {
    const entries = await chainOf(3);
    entries[1] = { ...entries[1]!, text: 'Coś innego' };
    logServer(entries);
    const { user } = render(undefined, { path: '/logs', session: staffSessionFixture() });
    await table();
    await user.click(screen.getByRole('button', { name: 'Sprawdź integralność' }));
    expect((await screen.findByTestId('integrity-result')).textContent).toBe(
      `Log został naruszony: wpis lp 2 z ${warsaw(at(2))} został zmieniony.`,
    );
  });

  it("'Sprawdź integralność' names the missing newest entries", async () => {
    const entries = await chainOf(3);
    logServer(entries.slice(0, 2), { chain: 0, seq: 3, hash: entries[2]!.hash });
    const { user } = render(undefined, { path: '/logs', session: staffSessionFixture() });
    await table();
    await user.click(screen.getByRole('button', { name: 'Sprawdź integralność' }));
    expect((await screen.findByTestId('integrity-result')).textContent).toBe(
      `Log został naruszony: brakuje najnowszych wpisów, od lp 3 (ostatni zachowany wpis: lp 2 z ${warsaw(at(2))}).`,
    );
  });

  it("'Sprawdź integralność' names the entry a consistent rewrite changed since the anchor kept outside the table", async () => {
    const original = await chainOf(3);
    const anchoredAt = '2026-11-23T09:00:00.000Z';
    const anchor = { anchoredAt, heads: [{ chain: 0, seq: 2, hash: original[1]!.hash }] };
    // Entries 2 onwards rewritten with fresh hashes and a head to match: every link holds.
    const rewritten = await chainOf(4, (seq) => (seq === 1 ? 'Zalogowanie do systemu' : 'Coś innego'));
    logServer(rewritten, undefined, anchor);
    const { user } = render(undefined, { path: '/logs', session: staffSessionFixture() });
    await table();
    await user.click(screen.getByRole('button', { name: 'Sprawdź integralność' }));
    expect((await screen.findByTestId('integrity-result')).textContent).toBe(
      `Log został naruszony: wpis lp 2 z ${warsaw(at(2))} różni się od zapisu kontrolnego z ${warsaw(anchoredAt)} przechowywanego poza bazą danych (log przepisano po tym zapisie).`,
    );
  });

  it("'Sprawdź integralność' finds a log grown since its anchor intact", async () => {
    const entries = await chainOf(4);
    logServer(entries, undefined, {
      anchoredAt: '2026-11-23T09:00:00.000Z',
      heads: [{ chain: 0, seq: 2, hash: entries[1]!.hash }],
    });
    const { user } = render(undefined, { path: '/logs', session: staffSessionFixture() });
    await table();
    await user.click(screen.getByRole('button', { name: 'Sprawdź integralność' }));
    expect((await screen.findByTestId('integrity-result')).textContent).toBe(
      'Log jest nienaruszony: łańcuch wpisów jest ciągły (sprawdzono wpisów: 4).',
    );
  });

  it("with ?report= shows that report's log, for a user (Użytkownik) too", async () => {
    logServer([]);
    render(undefined, {
      path: `/logs?report=${REPORT_ID}`,
      session: staffSessionFixture({ type: 2, isMainAdmin: false }),
    });
    const reportTable = await screen.findByRole('table', { name: 'Log zgłoszenia K7QM-3XPA-9B' });
    expect(within(reportTable).getByText('Archiwizacja zgłoszenia K7QM-3XPA-9B')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sprawdź integralność' })).toBeNull();
  });

  it('a user (Użytkownik) has no system log and no menu entry for it', async () => {
    render(undefined, { path: '/logs', session: staffSessionFixture({ type: 2, isMainAdmin: false }) });
    expect(await screen.findByText('Log systemowy przeglądają administratorzy i audytorzy.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Log systemowy' })).toBeNull();
  });

  it('with an inactive licence shows the licence notice and asks the server nothing', async () => {
    render(undefined, { path: '/logs', session: staffSessionFixture({ customerIsActive: false }) });
    expect(await screen.findByText('Konto zablokowane!')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log systemowy' })).toBeNull();
  });
});
