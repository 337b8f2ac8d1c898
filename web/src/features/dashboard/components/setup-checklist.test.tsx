import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { completeSetupStep } from '@shared/contracts/dashboard/complete-setup-step.js';
import { getDashboard } from '@shared/contracts/dashboard/get-dashboard.js';
import { getSetupChecklist } from '@shared/contracts/dashboard/get-setup-checklist.js';
import { CRYPTO_ERROR_MESSAGES, CryptoError } from '@shared/crypto/errors.js';
import type { SetupState } from '@shared/domain/setup.js';
import { setupTexts } from '@shared/messages/setup.js';
import * as accountCrypto from '@/lib/account-crypto.js';
import { resetAccountCryptoMock } from '@/test/account-crypto-mock.js';
import { recoveryKeyFixture } from '@/test/key-fixtures.js';
import { contractHandler, server } from '@/test/msw.js';
import { render, staffSessionFixture } from '@/test/render.js';
import { emptyReportListHandlers } from '@/test/report-fixtures.js';

vi.mock('@/lib/account-crypto.js', () => import('@/test/account-crypto-mock.js'));

const fresh: SetupState = {
  categoryCount: 0,
  unassignedCategories: [],
  recoveryKeyConfirmed: false,
  formLinkCopied: false,
  procedurePublished: false,
};

beforeAll(async () => {
  await Promise.all([
    import('../pages.js'),
    import('@/app/shell/back-office-layout.js'),
    import('@/app/query-provider.js'),
  ]);
});

beforeEach(() => {
  resetAccountCryptoMock();
  server.use(...emptyReportListHandlers());
  server.use(
    contractHandler(getDashboard, () => ({
      organisationName: 'Fundacja Łąka',
      counts: { new: 0, open: 0, archived: 0, staffUsers: 1 },
    })),
  );
});

/** The checklist server: answers `state` and applies marked steps to it, remembering what was sent. */
function setupServer(initial: SetupState) {
  let state = initial;
  const marked: unknown[] = [];
  server.use(
    contractHandler(getSetupChecklist, () => state),
    contractHandler(completeSetupStep, ({ body }) => {
      marked.push(body);
      state = body.step === 'formLink' ? { ...state, formLinkCopied: true } : { ...state, recoveryKeyConfirmed: true };
      return state;
    }),
  );
  return marked;
}

const checklist = () => screen.findByRole('region', { name: setupTexts.title });
const step = (region: HTMLElement, title: string) => within(region).getByRole('listitem', { name: title });

describe('Pierwsze kroki on the dashboard', () => {
  it('a new organisation’s main administrator sees the five steps, none done, each with its way forward', async () => {
    setupServer(fresh);
    render(undefined, { path: '/dashboard', session: staffSessionFixture({ customerAlias: 'fundacja-laka' }) });
    const region = await checklist();
    expect(within(region).getByText('Zrobione: 0 z 5')).toBeTruthy();
    const titles = [
      'Utwórz kategorie zgłoszeń',
      'Przypisz osoby do każdej kategorii',
      'Zachowaj klucz odzyskiwania',
      'Udostępnij link do formularza zgłoszeń',
      'Ustal procedurę zgłoszeń wewnętrznych',
    ];
    expect(titles.map((title) => step(region, title).dataset.step)).toEqual([
      'categories',
      'assignments',
      'recoveryKey',
      'formLink',
      'procedure',
    ]);
    expect([...region.querySelectorAll('li[data-step]')].map((item) => (item as HTMLElement).dataset.step)).toEqual([
      'categories',
      'assignments',
      'recoveryKey',
      'formLink',
      'procedure',
    ]);
    expect(titles.map((title) => within(step(region, title)).getByText('Do zrobienia'))).toHaveLength(5);
    const categories = step(region, 'Utwórz kategorie zgłoszeń');
    expect(within(categories).getByRole('link', { name: 'Przejdź do kategorii' }).getAttribute('href')).toBe(
      '/categories',
    );
    expect(
      within(step(region, 'Przypisz osoby do każdej kategorii')).getByText('Najpierw utwórz kategorię.'),
    ).toBeTruthy();

    const link = step(region, 'Udostępnij link do formularza zgłoszeń');
    expect((within(link).getByRole('textbox', { name: 'Link do formularza zgłoszeń' }) as HTMLInputElement).value).toBe(
      `${window.location.origin}/form/fundacja-laka`,
    );
    const preview = within(link).getByRole('link', { name: /Podgląd formularza/ });
    expect([preview.getAttribute('href'), preview.getAttribute('target')]).toEqual(['/form/fundacja-laka', '_blank']);
    const procedure = step(region, 'Ustal procedurę zgłoszeń wewnętrznych');
    expect(within(procedure).getByRole('link', { name: 'Przejdź do procedury' }).getAttribute('href')).toBe(
      '/settings/procedure',
    );
  });

  it('names the categories nobody is assigned to and marks the categories step done', async () => {
    setupServer({
      ...fresh,
      categoryCount: 3,
      unassignedCategories: [
        { id: 'c2', name: 'Mobbing' },
        { id: 'c3', name: 'Korupcja' },
      ],
    });
    render(undefined, { path: '/dashboard', session: staffSessionFixture() });
    const region = await checklist();
    expect(within(region).getByText('Zrobione: 1 z 5')).toBeTruthy();
    expect(within(step(region, 'Utwórz kategorie zgłoszeń')).getByText('Zrobione')).toBeTruthy();
    const assignments = step(region, 'Przypisz osoby do każdej kategorii');
    expect(within(assignments).getByText('Do zrobienia')).toBeTruthy();
    expect(
      within(assignments)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mobbing', 'Korupcja']);
    expect(within(assignments).getByRole('link', { name: 'Przypisz osoby' }).getAttribute('href')).toBe('/categories');
  });

  it('copying the form link marks its step; the last step done makes the list go away, saying so', async () => {
    const marked = setupServer({ ...fresh, categoryCount: 1, recoveryKeyConfirmed: true, procedurePublished: true });
    const { user } = render(undefined, {
      path: '/dashboard',
      session: staffSessionFixture({ customerAlias: 'fundacja-laka' }),
    });
    const region = await checklist();
    await user.click(
      within(step(region, 'Udostępnij link do formularza zgłoszeń')).getByRole('button', { name: 'Kopiuj link' }),
    );
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/form/fundacja-laka`);
    await waitFor(() => expect(screen.queryByRole('region', { name: setupTexts.title })).toBeNull());
    expect(marked).toEqual([{ step: 'formLink' }]);
    expect(await screen.findByText(setupTexts.allDone)).toBeTruthy();
  });

  it('checks the typed recovery key in the browser and records only that it opened', async () => {
    const marked = setupServer(fresh);
    const session = staffSessionFixture();
    const { user } = render(undefined, { path: '/dashboard', session });
    const region = await checklist();
    await user.click(
      within(step(region, 'Zachowaj klucz odzyskiwania')).getByRole('button', { name: 'Sprawdź klucz' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sprawdzenie klucza odzyskiwania' });

    vi.mocked(accountCrypto.checkRecoveryKey).mockRejectedValueOnce(new CryptoError('WRONG_RECOVERY_KEY', 'aead'));
    await user.type(within(dialog).getByLabelText(/^Klucz odzyskiwania/), recoveryKeyFixture);
    await user.click(within(dialog).getByRole('button', { name: 'Sprawdź' }));
    expect(await within(dialog).findByText(CRYPTO_ERROR_MESSAGES.WRONG_RECOVERY_KEY)).toBeTruthy();
    expect(marked).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Sprawdź' }));
    expect(await screen.findByText(setupTexts.check.passed)).toBeTruthy();
    expect(accountCrypto.checkRecoveryKey).toHaveBeenLastCalledWith(recoveryKeyFixture, session.keys);
    expect(marked).toEqual([{ step: 'recoveryKey', verified: true }]);
    expect(screen.queryByRole('dialog', { name: 'Sprawdzenie klucza odzyskiwania' })).toBeNull();
    expect(within(step(region, 'Zachowaj klucz odzyskiwania')).getByText('Zrobione')).toBeTruthy();
  });

  it('an empty key is asked for before anything is checked', async () => {
    setupServer(fresh);
    const { user } = render(undefined, { path: '/dashboard', session: staffSessionFixture() });
    await user.click(
      within(step(await checklist(), 'Zachowaj klucz odzyskiwania')).getByRole('button', { name: 'Sprawdź klucz' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sprawdzenie klucza odzyskiwania' });
    await user.click(within(dialog).getByRole('button', { name: 'Sprawdź' }));
    expect(await within(dialog).findByText('Klucz odzyskiwania jest wymagany')).toBeTruthy();
    expect(accountCrypto.checkRecoveryKey).not.toHaveBeenCalled();
  });

  it('the key may be confirmed without checking, after a question', async () => {
    const marked = setupServer(fresh);
    const { user } = render(undefined, { path: '/dashboard', session: staffSessionFixture() });
    await user.click(
      within(step(await checklist(), 'Zachowaj klucz odzyskiwania')).getByRole('button', {
        name: 'Potwierdź bez sprawdzania',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Potwierdzenie bez sprawdzania' });
    await user.click(within(dialog).getByRole('button', { name: 'Tak, klucz jest zapisany' }));
    await waitFor(() => expect(marked).toEqual([{ step: 'recoveryKey', verified: false }]));
    expect(await within(step(await checklist(), 'Zachowaj klucz odzyskiwania')).findByText('Zrobione')).toBeTruthy();
  });

  it('with fewer than half the steps done it stands above the report tables', async () => {
    setupServer({ ...fresh, categoryCount: 1, unassignedCategories: [{ id: 'c1', name: 'Mobbing' }] });
    render(undefined, { path: '/dashboard', session: staffSessionFixture() });
    const region = await checklist();
    expect(within(region).getByText('Zrobione: 1 z 5')).toBeTruthy();
    expect(
      region.compareDocumentPosition(await screen.findByRole('region', { name: 'Nowe zgłoszenia' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('with half the steps done it stands below both report tables, which come first', async () => {
    setupServer({ ...fresh, categoryCount: 2, procedurePublished: true });
    render(undefined, { path: '/dashboard', session: staffSessionFixture() });
    const region = await checklist();
    expect(within(region).getByText('Zrobione: 3 z 5')).toBeTruthy();
    for (const table of ['Nowe zgłoszenia', 'Odnotowano nowe wiadomości w otwartych zgłoszeniach']) {
      expect(
        region.compareDocumentPosition(await screen.findByRole('region', { name: table })) &
          Node.DOCUMENT_POSITION_PRECEDING,
        table,
      ).toBeTruthy();
    }
  });

  it('folds to its title and progress, stays folded for this user when they come back, and opens again', async () => {
    setupServer(fresh);
    const first = render(undefined, { path: '/dashboard', session: staffSessionFixture({ id: 'user-1' }) });
    let region = await checklist();
    const fold = within(region).getByRole('button', { name: setupTexts.collapse });
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    await first.user.click(fold);
    expect(within(region).queryByRole('listitem', { name: 'Utwórz kategorie zgłoszeń' })).toBeNull();
    expect(within(region).getByText('Zrobione: 0 z 5')).toBeTruthy();
    expect(within(region).getByRole('button', { name: setupTexts.expand }).getAttribute('aria-expanded')).toBe('false');
    first.unmount();

    const again = render(undefined, { path: '/dashboard', session: staffSessionFixture({ id: 'user-1' }) });
    region = await checklist();
    expect(within(region).queryByRole('listitem', { name: 'Utwórz kategorie zgłoszeń' })).toBeNull();
    await again.user.click(within(region).getByRole('button', { name: setupTexts.expand }));
    expect(within(region).getByRole('listitem', { name: 'Utwórz kategorie zgłoszeń' })).toBeTruthy();
  });

  it('folded by one user, it is open for another on the same browser', async () => {
    setupServer(fresh);
    const first = render(undefined, { path: '/dashboard', session: staffSessionFixture({ id: 'user-1' }) });
    await first.user.click(within(await checklist()).getByRole('button', { name: setupTexts.collapse }));
    first.unmount();
    render(undefined, { path: '/dashboard', session: staffSessionFixture({ id: 'user-2' }) });
    expect(within(await checklist()).getByRole('listitem', { name: 'Utwórz kategorie zgłoszeń' })).toBeTruthy();
  });

  it('is not shown once every step is done', async () => {
    render(undefined, { path: '/dashboard', session: staffSessionFixture() });
    await screen.findByTestId('dashboard-organisation');
    expect(screen.queryByRole('region', { name: setupTexts.title })).toBeNull();
  });

  it('is not asked for by anyone but the main administrator', async () => {
    let asked = false;
    server.use(
      contractHandler(getSetupChecklist, () => {
        asked = true;
        return fresh;
      }),
    );
    render(undefined, { path: '/dashboard', session: staffSessionFixture({ isMainAdmin: false }) });
    await screen.findByTestId('dashboard-organisation');
    expect(screen.queryByRole('region', { name: setupTexts.title })).toBeNull();
    expect(asked).toBe(false);
  });
});
