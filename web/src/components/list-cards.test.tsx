import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useCursorPaging } from '../lib/cursor-paging.js';
import { render } from '../test/render.js';
import { narrowScreen } from '../test/screen-size.js';
import { ListTable, type ListColumn } from './list-table.js';

interface Row {
  id: string;
  label: string;
  attachment: boolean;
}

const rows: Row[] = [
  { id: 'K7QM-3XPA-9B', label: 'Łapówka', attachment: true },
  { id: 'ZGNT-V05V-X4', label: 'Mobbing', attachment: false },
];

const columns: ListColumn<Row>[] = [
  { header: 'Identyfikator', cell: (row) => row.id, searchText: (row) => row.id },
  { header: 'Załącznik', cell: (row) => (row.attachment ? 'spinacz' : null) },
  { header: 'Etykieta', cell: (row) => row.label, searchText: (row) => row.label },
  { header: 'Odpowiedzi', cell: () => 0 },
];

function Harness() {
  const paging = useCursorPaging<number>(10);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return (
    <ListTable
      title="Otwarte zgłoszenia"
      columns={columns}
      rows={rows}
      total={rows.length}
      nextCursor={null}
      rowKey={(row) => row.id}
      rowName={(row) => `zgłoszenie ${row.id}`}
      paging={paging}
      pageSizes={[10, 20]}
      emptyText="Brak zgłoszeń."
      actions={{
        label: (row) => `Akcje zgłoszenia ${row.id}`,
        render: (row) => (
          <>
            <button type="button">POKAŻ {row.id}</button>
            <button type="button">ZARCHIWIZUJ {row.id}</button>
          </>
        ),
      }}
      selection={{
        selected,
        onChange: (keys, on) =>
          setSelected((current) => {
            const next = new Set(current);
            for (const key of keys)
              if (on) next.add(key);
              else next.delete(key);
            return next;
          }),
      }}
      expansion={(row) => <p>Szczegóły {row.id}</p>}
      toolbar={<p data-testid="selected">{[...selected].join(',')}</p>}
    />
  );
}

describe('a list on a screen narrower than 1100 px', () => {
  it('shows each row as a card: the first column as its title, the other values named, every action in the card', () => {
    narrowScreen();
    render(<Harness />);
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Otwarte zgłoszenia' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'zgłoszenie K7QM-3XPA-9B',
      'zgłoszenie ZGNT-V05V-X4',
    ]);

    const first = cards[0]!;
    const terms = [...first.querySelectorAll('dt')].map((term) => term.textContent);
    const values = [...first.querySelectorAll('dd')].map((value) => value.textContent);
    expect(terms).toEqual(['Załącznik', 'Etykieta', 'Odpowiedzi']);
    expect(values).toEqual(['spinacz', 'Łapówka', '0']);
    // A column without a value (no attachment) is left out rather than shown empty.
    expect([...cards[1]!.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Etykieta', 'Odpowiedzi']);
    const actions = within(first).getByRole('group', { name: 'Akcje zgłoszenia K7QM-3XPA-9B' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['POKAŻ K7QM-3XPA-9B', 'ZARCHIWIZUJ K7QM-3XPA-9B']);
  });

  it('keeps selecting (one, or all visible) and opening a row for details', async () => {
    narrowScreen();
    const { user } = render(<Harness />);
    await user.click(screen.getByRole('checkbox', { name: 'Zaznacz zgłoszenie ZGNT-V05V-X4' }));
    expect(screen.getByTestId('selected').textContent).toBe('ZGNT-V05V-X4');
    await user.click(screen.getByRole('checkbox', { name: 'Zaznacz wszystkie widoczne' }));
    expect(screen.getByTestId('selected').textContent).toBe('ZGNT-V05V-X4,K7QM-3XPA-9B');

    await user.click(screen.getByRole('button', { name: 'Pokaż szczegóły zgłoszenie K7QM-3XPA-9B' }));
    expect(
      within(screen.getByRole('listitem', { name: 'zgłoszenie K7QM-3XPA-9B' })).getByText('Szczegóły K7QM-3XPA-9B'),
    ).toBeTruthy();
  });

  it('searches the visible cards as it searches rows', async () => {
    narrowScreen();
    const { user } = render(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Szukaj w widocznych' }), 'mobbing');
    expect(screen.getAllByRole('listitem').map((card) => card.getAttribute('aria-label'))).toEqual([
      'zgłoszenie ZGNT-V05V-X4',
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Szukaj w widocznych' }), 'xyz');
    expect(screen.getByText('Żaden z widocznych wierszy nie pasuje do wyszukiwania.')).toBeTruthy();
  });

  it('is a table again on a wide screen', () => {
    render(<Harness />);
    expect(screen.getByRole('table', { name: 'Otwarte zgłoszenia' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Otwarte zgłoszenia' })).toBeNull();
  });
});
