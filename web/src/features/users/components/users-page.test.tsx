import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addUser } from '@shared/contracts/users/add-user.js';
import { grantAccess } from '@shared/contracts/users/grant-access.js';
import { userTexts } from '@shared/messages/users.js';
import { contractHandler, errorResponse, server } from '@/test/msw.js';
import { render, staffSessionFixture } from '@/test/render.js';
import * as accountCrypto from '@/lib/account-crypto.js';
import { fingerprintFixture, resetAccountCryptoMock } from '@/test/account-crypto-mock.js';
import { publicKeyEnvelope } from '@/test/key-fixtures.js';
import { fakeUsersApi, pendingUserFixture, teamFixture, userRowFixture } from '../test/fake-api.js';

vi.mock('@/lib/account-crypto.js', () => import('@/test/account-crypto-mock.js'));
beforeEach(() => resetAccountCryptoMock());

const session = staffSessionFixture();
const openPanel = (options: { session?: typeof session } = {}) =>
  render(undefined, { path: '/users', session: options.session ?? session });

const table = () => screen.findByRole('table', { name: 'Użytkownicy rozpatrujący zgłoszenia' }, { timeout: 10_000 });
const rowOf = async (name: string) =>
  within(await table())
    .getByText(name, { exact: true })
    .closest('tr') as HTMLElement;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByRole('textbox', { name: new RegExp(`^${label}`) });

/** Types a value in one go (a paste: each keystroke would re-render the whole form). */
async function fill(user: ReturnType<typeof openPanel>['user'], input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function openAddForm() {
  const view = openPanel();
  await view.user.click(await screen.findByRole('button', { name: 'Dodaj' }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Dodawanie użytkownika' });
  return { ...view, dialog };
}

describe('Użytkownicy — the table', () => {
  it('shows every user with the spec’s columns: phone, last login, type, status, rights, SMS, categories and key access', async () => {
    fakeUsersApi();
    openPanel();
    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Imię i nazwisko',
      'E-mail',
      'Telefon',
      'Ostatnio zalogowany',
      'Typ',
      'Status',
      'Archiwizacja',
      'Raporty',
      'Autoryzacja SMS',
      'Kategorie',
      'Dostęp do treści',
      'Akcje',
    ]);
    expect(cells(await rowOf('Jan Nowak')).slice(0, 11)).toEqual([
      'Jan Nowak',
      'jan@example.com',
      '600100200',
      'Nigdy',
      'Użytkownik',
      'Aktywny',
      'Nie',
      'Tak',
      'Tak',
      'Zgłoszenia wewnętrzne, Mobbing',
      'Ma dostęp',
    ]);
    const anna = cells(await rowOf('Anna Kowalska'));
    expect(anna.slice(1, 5)).toEqual(['anna@example.com', '-', '2.03.2026, 09:15', 'Administrator']);
    expect(cells(await rowOf('Ewa Zielińska')).slice(4, 6)).toEqual(['Audytor', 'Nieaktywny']);
    expect(screen.getByTestId('accounts-used').textContent).toBe('Konta: 3 z 10 (pakiet Standard)');
    expect(screen.getByRole('heading', { level: 1, name: 'Użytkownicy' })).toBeTruthy();
  });

  it('hides the SMS column when the package has no SMS login', async () => {
    fakeUsersApi({ smsAuthorizationPackage: false });
    openPanel();
    expect(within(await table()).queryByRole('columnheader', { name: 'Autoryzacja SMS' })).toBeNull();
  });

  it('a user who is not an administrator sees the table read-only: no Dodaj, no actions', async () => {
    fakeUsersApi({ admin: false, currentUserId: 'user-2' });
    openPanel({ session: staffSessionFixture({ id: 'user-2', type: 2, isMainAdmin: false }) });
    expect(within(await table()).queryByRole('columnheader', { name: 'Akcje' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dodaj' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edytuj|Usuń/ })).toBeNull();
    expect(screen.getByText('Użytkowników dodają, edytują i usuwają administratorzy.')).toBeTruthy();
  });

  it('no delete for oneself nor for the main administrator', async () => {
    fakeUsersApi({
      users: [
        ...teamFixture(),
        userRowFixture({ id: 'user-4', name: 'Olga Admin', email: 'olga@example.com', isMainAdmin: false }),
      ],
      currentUserId: 'user-4',
    });
    openPanel();
    await table();
    const actionsOf = (name: string) => within(screen.getByRole('group', { name: `Akcje użytkownika ${name}` }));
    expect(actionsOf('Anna Kowalska').queryByRole('button', { name: 'Usuń' })).toBeNull();
    expect(actionsOf('Olga Admin').queryByRole('button', { name: 'Usuń' })).toBeNull();
    expect(actionsOf('Jan Nowak').getByRole('button', { name: 'Usuń' })).toBeTruthy();
  });

  it('with the package full, Dodaj is disabled and the limit is said in words', async () => {
    fakeUsersApi({ possibleAdminCount: 3, packageType: 'Start' });
    openPanel();
    await table();
    expect((screen.getByRole('button', { name: 'Dodaj' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('account-limit').textContent).toBe(
      'Osiągnięto limit kont użytkowników w pakiecie Start (3). Aby dodać kolejnego użytkownika, usuń nieużywane konto albo wybierz większy pakiet w zakładce Rozliczenia.',
    );
  });
});

describe('Użytkownicy — Dodawanie użytkownika', () => {
  it('keeps Zapisz disabled until the name and e-mail are right, with the spec’s messages on the way', async () => {
    fakeUsersApi();
    const { user, dialog } = await openAddForm();
    const save = within(dialog).getByRole('button', { name: 'Zapisz' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    await fill(user, field(dialog, 'Imię i nazwisko'), 'x'.repeat(51));
    expect(within(dialog).getByText('Pole nie może mieć więcej niż 50 znaków')).toBeTruthy();
    await user.clear(field(dialog, 'Imię i nazwisko'));
    // Letter for letter as the earlier product had it (as the inbox's 'Minimum 4 zanki').
    expect(within(dialog).getByText('Pole jest wymagana.')).toBeTruthy();
    await fill(user, field(dialog, 'Imię i nazwisko'), 'Marta Wiśniewska');

    await fill(user, field(dialog, 'E-mail'), 'marta');
    expect(within(dialog).getByText('Zły format email')).toBeTruthy();
    expect(save.disabled).toBe(true);
    await user.clear(field(dialog, 'E-mail'));
    expect(within(dialog).getByText('E-mail jest wymagany')).toBeTruthy();
    await fill(user, field(dialog, 'E-mail'), 'marta@example.com');
    expect(save.disabled).toBe(false);
  });

  it('a phone of other than 9 digits has its message, and saving with one is the spec’s alert', async () => {
    const api = fakeUsersApi();
    const { user, dialog } = await openAddForm();
    await fill(user, field(dialog, 'Imię i nazwisko'), 'Marta Wiśniewska');
    await fill(user, field(dialog, 'E-mail'), 'marta@example.com');
    await fill(user, field(dialog, 'Telefon'), '60010');
    expect(within(dialog).getByText('Pole nie może mieć mniej niż 9 znaków')).toBeTruthy();
    await fill(user, field(dialog, 'Telefon'), '020012');
    expect(within(dialog).getByText('Pole nie może mieć więcej niż 9 znaków')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Numer telefonu musi zawierać dokładnie 9 cyfr!',
    );
    expect(api.sentTo('add-user')).toEqual([]);
  });

  it('SMS two-step login cannot be ticked without a valid phone: the spec’s alert, the box stays clear', async () => {
    const api = fakeUsersApi();
    const { user, dialog } = await openAddForm();
    await fill(user, field(dialog, 'Imię i nazwisko'), 'Marta Wiśniewska');
    await fill(user, field(dialog, 'E-mail'), 'marta@example.com');
    const sms = within(dialog).getByRole('checkbox', { name: /Dwuetapowe logowanie SMS/ }) as HTMLInputElement;
    await user.click(sms);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Nie można włączyć dwuetapowej autoryzacji z powodu błędnie wypełnionego pola numeru telefonu!',
    );
    expect(sms.checked).toBe(false);

    await fill(user, field(dialog, 'Telefon'), '600100200');
    await user.click(sms);
    expect(sms.checked).toBe(true);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sentTo('add-user')[0]?.body).toEqual({
      name: 'Marta Wiśniewska',
      email: 'marta@example.com',
      phone: '600100200',
      type: 2,
      status: 1,
      canArchivize: false,
      canReports: false,
      canExternalSend: false,
      smsAuthorization: true,
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Dodano użytkownika Marta Wiśniewska. Zaproszenie wysłano na adres marta@example.com.',
    );
    expect(await rowOf('Marta Wiśniewska')).toBeTruthy();
  });

  it('without SMS in the package the SMS box cannot be ticked', async () => {
    fakeUsersApi({ smsAuthorizationPackage: false });
    const { dialog } = await openAddForm();
    expect(
      (within(dialog).getByRole('checkbox', { name: /Dwuetapowe logowanie SMS/ }) as HTMLInputElement).disabled,
    ).toBe(true);
  });

  it('an administrator is always active and an auditor cannot forward reports', async () => {
    const api = fakeUsersApi();
    const { user, dialog } = await openAddForm();
    await fill(user, field(dialog, 'Imię i nazwisko'), 'Tomasz Audytor');
    await fill(user, field(dialog, 'E-mail'), 'tomasz@example.com');
    const active = within(dialog).getByRole('checkbox', { name: /^Aktywny/ }) as HTMLInputElement;
    const external = within(dialog).getByRole('checkbox', { name: /organom zewnętrznym/ }) as HTMLInputElement;
    await user.click(external);
    await user.click(within(dialog).getByRole('radio', { name: 'Audytor' }));
    expect(external.disabled).toBe(true);
    expect(external.checked).toBe(false);
    await user.click(active);
    expect(active.checked).toBe(false);
    await user.click(within(dialog).getByRole('radio', { name: 'Administrator' }));
    expect(active.checked).toBe(true);
    expect(active.disabled).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: 'Audytor' }));
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(api.sentTo('add-user')).toHaveLength(1));
    expect(api.sentTo('add-user')[0]?.body).toMatchObject({ type: 3, status: 1, canExternalSend: false });
  });

  it('a refusal of the server (e-mail taken, package full) is an alert "{status} - {message}" in the form', async () => {
    fakeUsersApi();
    server.use(
      contractHandler(addUser, () =>
        errorResponse('CONFLICT', { message: 'Konto z tym adresem e-mail już istnieje.' }),
      ),
    );
    const { user, dialog } = await openAddForm();
    await fill(user, field(dialog, 'Imię i nazwisko'), 'Marta Wiśniewska');
    await fill(user, field(dialog, 'E-mail'), 'anna@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      '409 - Konto z tym adresem e-mail już istnieje.',
    );
  });
});

describe('Użytkownicy — Edycja użytkownika', () => {
  it('edits a user: the form starts with their data and saves the change', async () => {
    const api = fakeUsersApi();
    const { user } = openPanel();
    await table();
    await user.click(
      within(screen.getByRole('group', { name: 'Akcje użytkownika Jan Nowak' })).getByRole('button', {
        name: 'Edytuj',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edycja użytkownika' });
    expect((field(dialog, 'E-mail') as HTMLInputElement).value).toBe('jan@example.com');
    expect((field(dialog, 'Telefon') as HTMLInputElement).value).toBe('600100200');
    await user.click(within(dialog).getByRole('checkbox', { name: /Może archiwizować/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Zapisano zmiany użytkownika Jan Nowak.');
    expect(api.sentTo('update-user')).toEqual([
      {
        name: 'update-user',
        params: { userId: 'user-2' },
        body: expect.objectContaining({
          canArchivize: true,
          smsAuthorization: true,
          phone: '600100200',
          type: 2,
          status: 1,
        }),
      },
    ]);
  });

  it('editing oneself: type and status cannot be changed; editing an administrator: the status box is disabled', async () => {
    fakeUsersApi({
      users: [
        ...teamFixture(),
        userRowFixture({ id: 'user-4', name: 'Olga Admin', email: 'olga@example.com', isMainAdmin: false }),
      ],
    });
    const { user } = openPanel();
    await table();
    await user.click(
      within(screen.getByRole('group', { name: 'Akcje użytkownika Anna Kowalska' })).getByRole('button', {
        name: 'Edytuj',
      }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Edycja użytkownika' });
    for (const type of ['Administrator', 'Użytkownik', 'Audytor'])
      expect((within(dialog).getByRole('radio', { name: type }) as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByRole('checkbox', { name: /^Aktywny/ }) as HTMLInputElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));

    await user.click(
      within(screen.getByRole('group', { name: 'Akcje użytkownika Olga Admin' })).getByRole('button', {
        name: 'Edytuj',
      }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Edycja użytkownika' });
    expect((within(dialog).getByRole('radio', { name: 'Użytkownik' }) as HTMLInputElement).disabled).toBe(false);
    expect((within(dialog).getByRole('checkbox', { name: /^Aktywny/ }) as HTMLInputElement).disabled).toBe(true);
  });
});

describe('Użytkownicy — deleting', () => {
  it('asks "Czy usunąć trwale użytkownika z systemu?"; cancelling deletes nothing, confirming deletes the user', async () => {
    const api = fakeUsersApi();
    const { user } = openPanel();
    await table();
    const remove = () =>
      user.click(
        within(screen.getByRole('group', { name: 'Akcje użytkownika Jan Nowak' })).getByRole('button', {
          name: 'Usuń',
        }),
      );
    await remove();
    let dialog = await screen.findByRole('dialog', { name: 'Usuwanie użytkownika' });
    expect(dialog.textContent).toContain('Czy usunąć trwale użytkownika z systemu?');
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(api.sentTo('delete-user')).toEqual([]);

    await remove();
    dialog = await screen.findByRole('dialog', { name: 'Usuwanie użytkownika' });
    await user.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Usunięto użytkownika Jan Nowak.');
    expect(api.sentTo('delete-user')).toEqual([{ name: 'delete-user', params: { userId: 'user-2' }, body: undefined }]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Użytkownicy rozpatrujący zgłoszenia' })).queryByText('Jan Nowak'),
      ).toBeNull(),
    );
  });
});

describe('Użytkownicy — invitations', () => {
  it('a user who has not activated shows until when the invitation works, and it can be sent again', async () => {
    const api = fakeUsersApi({
      users: [
        ...teamFixture(),
        userRowFixture({
          id: 'user-5',
          name: 'Nowy Kolega',
          email: 'nowy@example.com',
          type: 2,
          isMainAdmin: false,
          access: 'invited',
          invitationExpiresAt: '2026-03-08T10:00:00.000Z',
          lastLoginDate: null,
        }),
      ],
    });
    const { user } = openPanel();
    const row = await rowOf('Nowy Kolega');
    expect(within(row).getByTestId('user-access').textContent).toBe(
      'Zaproszony — nie aktywował kontaZaproszenie ważne do 8.03.2026',
    );
    expect(
      within(screen.getByRole('group', { name: 'Akcje użytkownika Jan Nowak' })).queryByRole('button', {
        name: 'Wyślij zaproszenie ponownie',
      }),
    ).toBeNull();
    await user.click(
      within(screen.getByRole('group', { name: 'Akcje użytkownika Nowy Kolega' })).getByRole('button', {
        name: 'Wyślij zaproszenie ponownie',
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Zaproszenie wysłano ponownie na adres nowy@example.com.',
    );
    expect(api.sentTo('resend-invitation')).toEqual([
      { name: 'resend-invitation', params: { userId: 'user-5' }, body: undefined },
    ]);
    await waitFor(() => expect(within(row).getByTestId('user-access').textContent).toContain('9.03.2026'));
  });
});

describe('Użytkownicy — granting access to the organisation key', () => {
  it('a pending user gets Nadaj dostęp: the fingerprint to compare, then this browser wraps the key and the server stores it', async () => {
    const api = fakeUsersApi({ users: [...teamFixture(), pendingUserFixture()] });
    const { user } = openPanel();
    const row = await rowOf('Karol Oczekujący');
    expect(within(row).getByTestId('user-access').textContent).toBe('Oczekuje na nadanie dostępu');
    expect(screen.getByTestId('pending-access').textContent).toContain('Użytkownicy oczekujący na nadanie dostępu: 1.');
    // The fingerprint is in the dialog, not below the notice: the notice says where to find it.
    expect(screen.getByTestId('pending-access').textContent).not.toContain('poniżej');
    expect(screen.getByTestId('pending-access').textContent).toContain('Nadaj dostęp');
    expect(
      within(screen.getByRole('group', { name: 'Akcje użytkownika Jan Nowak' })).queryByRole('button', {
        name: 'Nadaj dostęp',
      }),
    ).toBeNull();

    await user.click(
      within(screen.getByRole('group', { name: 'Akcje użytkownika Karol Oczekujący' })).getByRole('button', {
        name: 'Nadaj dostęp',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Nadanie dostępu: Karol Oczekujący' });
    await waitFor(() => expect(within(dialog).getByTestId('grant-fingerprint').textContent).toBe(fingerprintFixture));
    expect(accountCrypto.publicKeyFingerprint).toHaveBeenCalledWith(pendingUserFixture().publicKey);
    await user.click(within(dialog).getByRole('button', { name: 'Nadaj dostęp' }));

    expect(await screen.findByText('Nadano dostęp do treści zgłoszeń: Karol Oczekujący.')).toBeTruthy();
    expect(accountCrypto.grantOrganisationKey).toHaveBeenCalledWith(
      session.keys,
      expect.objectContaining({ name: 'user' }),
      {
        publicKey: pendingUserFixture().publicKey,
        kid: 'karol-kid',
      },
    );
    expect(api.sentTo('grant-access')).toEqual([
      { name: 'grant-access', params: { userId: 'user-6' }, body: { wrappedOrgKey: publicKeyEnvelope('karol-kid') } },
    ]);
    await waitFor(() => expect(within(row).getByTestId('user-access').textContent).toBe('Ma dostęp'));
    expect(screen.queryByTestId('pending-access')).toBeNull();
  });

  it('a refusal from the server (granted meanwhile by someone else) stays in the dialog, which can then be closed', async () => {
    fakeUsersApi({ users: [...teamFixture(), pendingUserFixture()] });
    server.use(contractHandler(grantAccess, () => errorResponse('CONFLICT', { message: userTexts.alreadyGranted })));
    const { user } = openPanel();
    await rowOf('Karol Oczekujący');
    await user.click(
      within(screen.getByRole('group', { name: 'Akcje użytkownika Karol Oczekujący' })).getByRole('button', {
        name: 'Nadaj dostęp',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Nadanie dostępu: Karol Oczekujący' });
    await waitFor(() => expect(within(dialog).getByTestId('grant-fingerprint').textContent).toBe(fingerprintFixture));
    await user.click(within(dialog).getByRole('button', { name: 'Nadaj dostęp' }));
    expect(await within(dialog).findByText(`409 - ${userTexts.alreadyGranted}`)).toBeTruthy();
    expect(screen.queryByText('Nadano dostęp do treści zgłoszeń: Karol Oczekujący.')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nadanie dostępu: Karol Oczekujący' })).toBeNull());
  });

  it('an administrator without the key (or without it unlocked here) cannot grant, and is told who can', async () => {
    fakeUsersApi({ users: [...teamFixture(), pendingUserFixture()], mayGrant: false });
    openPanel();
    await rowOf('Karol Oczekujący');
    expect(screen.queryByRole('button', { name: 'Nadaj dostęp' })).toBeNull();
    expect(screen.getByTestId('pending-access').textContent).toContain(
      'Nadać dostęp może administrator, który sam ma dostęp do treści zgłoszeń.',
    );
  });
});
