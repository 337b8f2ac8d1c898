import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ALL_ROWS } from '@shared/domain/report.js';
import { followCursors, useCursorPaging, type CursorPage } from '../lib/cursor-paging.js';
import { render } from '../test/render.js';
import { ListTable, type ListColumn } from './list-table.js';

interface Row {
  id: string;
  label: string;
}

const everyRow: Row[] = Array.from({ length: 45 }, (_, i) => ({
  id: `R${String(i + 1).padStart(2, '0')}`,
  label: i % 2 ? 'Łapówka' : 'Mobbing',
}));

/** A server's cursor paging over `everyRow`: the cursor is the index the page starts at. */
type Page = CursorPage<Row> & { total: number };
const serverPage = ({ pageSize, cursor }: { pageSize: number; cursor: string | undefined }): Page => {
  const start = cursor ? Number(cursor) : 0;
  const end = start + pageSize;
  return {
    rows: everyRow.slice(start, end),
    total: everyRow.length,
    nextCursor: end < everyRow.length ? String(end) : null,
  };
};

const columns: ListColumn<Row>[] = [
  { header: 'Identyfikator', cell: (row) => row.id, searchText: (row) => row.id },
  { header: 'Etykieta', cell: (row) => row.label, searchText: (row) => row.label },
];

function Harness({ select = false }: { select?: boolean }) {
  const paging = useCursorPaging<number>(10);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [all, setAll] = useState<Page | null>(null);
  if (paging.pageSize === ALL_ROWS && !all)
    void followCursors(async (cursor) => serverPage({ pageSize: 40, cursor })).then(setAll);
  const page = paging.pageSize === ALL_ROWS ? all : serverPage({ pageSize: paging.pageSize, cursor: paging.cursor });
  return (
    <ListTable
      title="Zgłoszenia testowe"
      columns={columns}
      rows={page?.rows}
      total={page?.total ?? 0}
      nextCursor={page?.nextCursor ?? null}
      rowKey={(row) => row.id}
      rowName={(row) => `zgłoszenie ${row.id}`}
      paging={paging}
      pageSizes={[10, 20, 30, 40, ALL_ROWS]}
      emptyText="Brak zgłoszeń."
      actions={{
        label: (row) => `Akcje zgłoszenia ${row.id}`,
        render: (row) => <button type="button">POKAŻ {row.id}</button>,
      }}
      {...(select
        ? {
            selection: {
              selected,
              onChange: (keys: string[], on: boolean) =>
                setSelected((current) => {
                  const next = new Set(current);
                  for (const key of keys)
                    if (on) next.add(key);
                    else next.delete(key);
                  return next;
                }),
            },
            expansion: (row: Row) => <p>Szczegóły {row.id}</p>,
            toolbar: <p data-testid="selected">{[...selected].join(',')}</p>,
          }
        : {})}
    />
  );
}

const table = () => screen.getByRole('table', { name: 'Zgłoszenia testowe' });
/** The identifiers of the rows shown (read from the DOM: role queries over 45 rows are slow in jsdom). */
const shownIds = () =>
  [...table().querySelectorAll('tbody tr[data-row-key]')].map((row) => row.querySelector('td')?.textContent);

describe('a paged list', () => {
  it('shows 10 rows by default and pages forward and back with "Strona X z Y"', async () => {
    const { user } = render(<Harness />);
    expect(shownIds()).toEqual(everyRow.slice(0, 10).map((row) => row.id));
    expect(screen.getByText('Strona 1 z 5')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Poprzednia strona' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Następna strona' }));
    expect(shownIds()).toEqual(everyRow.slice(10, 20).map((row) => row.id));
    expect(screen.getByText('Strona 2 z 5')).toBeTruthy();

    for (let i = 0; i < 3; i += 1) await user.click(screen.getByRole('button', { name: 'Następna strona' }));
    expect(shownIds()).toEqual(['R41', 'R42', 'R43', 'R44', 'R45']);
    expect(screen.getByText('Strona 5 z 5')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Następna strona' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Poprzednia strona' }));
    expect(shownIds()[0]).toBe('R31');
  });

  it("'Załaduj wiersze' offers 10, 20, 30, 40 and Wszystkie; a new size starts again at the first page", async () => {
    const { user } = render(<Harness />);
    const size = screen.getByRole('combobox', { name: 'Załaduj wiersze' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '20', '30', '40', 'Wszystkie']);
    await user.click(screen.getByRole('button', { name: 'Następna strona' }));

    await user.selectOptions(size, '40');
    expect(shownIds()).toHaveLength(40);
    expect(screen.getByText('Strona 1 z 2')).toBeTruthy();

    await user.selectOptions(size, 'Wszystkie');
    await screen.findByText('R45');
    expect(shownIds()).toHaveLength(45);
    expect(screen.getByText('Strona 1 z 1')).toBeTruthy();
    expect(screen.getByTestId('list-total').textContent).toBe('Razem: 45');
  });

  it("'Szukaj w widocznych' filters only the rows on screen", async () => {
    const { user } = render(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Szukaj w widocznych' }), 'łapówka');
    expect(shownIds()).toEqual(['R02', 'R04', 'R06', 'R08', 'R10']);
    await user.clear(screen.getByRole('textbox', { name: 'Szukaj w widocznych' }));
    await user.type(screen.getByRole('textbox', { name: 'Szukaj w widocznych' }), 'R45');
    // R45 exists, but on another page: the search does not go to the server.
    expect(within(table()).getByText('Żaden z widocznych wierszy nie pasuje do wyszukiwania.')).toBeTruthy();
  });

  it('gives each row its actions as a named group', () => {
    render(<Harness />);
    expect(within(screen.getByRole('group', { name: 'Akcje zgłoszenia R03' })).getByRole('button').textContent).toBe(
      'POKAŻ R03',
    );
  });

  it('selects single rows or all visible ones, keeps the selection across pages, and opens a row for details', async () => {
    const { user } = render(<Harness select />);
    await user.click(screen.getByRole('checkbox', { name: 'Zaznacz zgłoszenie R02' }));
    await user.click(screen.getByRole('button', { name: 'Następna strona' }));
    await user.type(screen.getByRole('textbox', { name: 'Szukaj w widocznych' }), 'mobbing');
    await user.click(screen.getByRole('checkbox', { name: 'Zaznacz wszystkie widoczne' }));
    expect(screen.getByTestId('selected').textContent).toBe('R02,R11,R13,R15,R17,R19');

    expect(screen.queryByText('Szczegóły R13')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pokaż szczegóły zgłoszenie R13' }));
    expect(screen.getByText('Szczegóły R13')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ukryj szczegóły zgłoszenie R13' }));
    expect(screen.queryByText('Szczegóły R13')).toBeNull();
  });
});
