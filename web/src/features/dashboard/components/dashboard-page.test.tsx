import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDashboard } from '@shared/contracts/index.js';
import { contractHandler, errorResponse, server } from '../../../test/msw.js';
import { render, staffSessionFixture } from '../../../test/render.js';

const counts = { new: 3, open: 12, archived: 40, staffUsers: 5 };

describe('Panel główny', () => {
  it('shows the organisation name and the counts of new, open and archived reports and of users', async () => {
    server.use(contractHandler(getDashboard, () => ({ organisationName: 'Fundacja Łąka', counts })));
    render(undefined, { path: '/dashboard', session: staffSessionFixture() });
    expect((await screen.findByTestId('dashboard-organisation')).textContent).toBe('Fundacja Łąka');
    const tile = (label: string) => screen.getByTestId(`count-${label}`).textContent;
    expect([tile('Nowe'), tile('Otwarte'), tile('Archiwalne'), tile('Użytkownicy')]).toEqual([
      'Nowe3',
      'Otwarte12',
      'Archiwalne40',
      'Użytkownicy5',
    ]);
    // The report tables arrive later and say so.
    expect(screen.getByRole('note').textContent).toContain('W przygotowaniu');
  });

  it('a failing call is an alert "{status} - {message}"', async () => {
    server.use(contractHandler(getDashboard, () => errorResponse('INTERNAL')));
    render(undefined, { path: '/dashboard', session: staffSessionFixture() });
    expect((await screen.findByRole('alert')).textContent).toBe('500 - Wystąpił błąd serwera. Spróbuj ponownie później.');
  });

  it('an expired licence shows Konto zablokowane! instead of the counts, pointing to Rozliczenia', async () => {
    render(undefined, { path: '/dashboard', session: staffSessionFixture({ customerIsActive: false }) });
    const notice = await screen.findByRole('alert', { name: 'Konto zablokowane!' });
    expect(notice.textContent).toContain('licencja wygasła');
    expect(screen.getAllByRole('link', { name: 'Rozliczenia' }).at(-1)?.getAttribute('href')).toBe('/subscription');
    expect(screen.queryByTestId('dashboard-organisation')).toBeNull();
  });
});
