import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmTotp } from '@shared/contracts/auth/confirm-totp.js';
import { disableTotp } from '@shared/contracts/auth/disable-totp.js';
import { regenerateBackupCodes } from '@shared/contracts/auth/regenerate-backup-codes.js';
import { startTotpSetup } from '@shared/contracts/auth/start-totp-setup.js';
import { getSettings } from '@shared/contracts/settings/get-settings.js';
import * as accountCrypto from '@/lib/account-crypto.js';
import { resetAccountCryptoMock } from '@/test/account-crypto-mock.js';
import { authKeyFixture } from '@/test/key-fixtures.js';
import { contractHandler, errorResponse, server } from '@/test/msw.js';
import { render, staffSessionFixture } from '@/test/render.js';
import { settingsFixture } from '../test/fixtures.js';

vi.mock('@/lib/account-crypto.js', () => import('@/test/account-crypto-mock.js'));

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const offer = { secret: SECRET, uri: `otpauth://totp/Ostoja:anna%40example.com?issuer=Ostoja&secret=${SECRET}` };
const codes = [
  'abcde23456',
  'fghjk23456',
  'mnpqr23456',
  'stuvw23456',
  'xyzab23456',
  'cdefg23456',
  'hjkmn23456',
  'pqrst23456',
  'uvwxy23456',
  'zabcd23456',
];

const card = async () =>
  (await screen.findByRole('heading', { name: 'Aplikacja uwierzytelniająca' })).closest(
    '.mantine-Card-root',
  ) as HTMLElement;

beforeEach(() => {
  resetAccountCryptoMock();
  server.use(contractHandler(getSettings, () => settingsFixture()));
});

describe('Settings → the authenticator app', () => {
  it('turns it on: QR code and secret as text, then the first code, then the backup codes shown once', async () => {
    server.use(contractHandler(startTotpSetup, () => offer));
    const sent: unknown[] = [];
    server.use(
      contractHandler(confirmTotp, ({ body }) => {
        sent.push(body);
        return body.code === '123456'
          ? { backupCodes: codes }
          : errorResponse('VALIDATION_FAILED', {
              message: 'Nieprawidłowy kod.',
              fields: { code: 'Nieprawidłowy kod.' },
            });
      }),
    );
    const { user } = render(undefined, { path: '/settings', session: staffSessionFixture() });
    const box = await card();
    expect(within(box).getByText('Wyłączona')).toBeTruthy();
    await user.click(within(box).getByRole('button', { name: 'Włącz aplikację uwierzytelniającą' }));

    expect(
      await within(box).findByRole('img', { name: 'Kod QR do dodania konta w aplikacji uwierzytelniającej' }),
    ).toBeTruthy();
    expect(within(box).getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    const field = within(box).getByLabelText(/Kod z aplikacji/) as HTMLInputElement;
    const confirmButton = within(box).getByRole('button', { name: 'Potwierdź i włącz' }) as HTMLButtonElement;
    await user.type(field, '12 34a');
    expect(field.value).toBe('1234');
    expect(confirmButton.disabled).toBe(true);

    await user.type(field, '99');
    await user.click(confirmButton);
    expect(await within(box).findByText('400 - Nieprawidłowy kod.')).toBeTruthy();
    expect(within(box).getByText('Wyłączona')).toBeTruthy();

    await user.type(field, '123456');
    await user.click(within(box).getByRole('button', { name: 'Potwierdź i włącz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kody zapasowe' });
    expect(within(dialog).getByTestId('backup-codes').textContent).toContain('abcde-23456');
    expect(sent).toEqual([{ code: '123499' }, { code: '123456' }]);
    const done = within(dialog).getByRole('button', { name: 'Gotowe' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    await user.click(within(dialog).getByLabelText('Zapisałem(-am) kody zapasowe w bezpiecznym miejscu'));
    await user.click(done);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(box).getByText(/Włączona · Pozostałe kody zapasowe: 10 z 10/)).toBeTruthy();
    expect(within(box).queryByText(/JBSW/)).toBeNull();
  });

  it('turns it off with the password; a wrong one is said at the field', async () => {
    const sent: unknown[] = [];
    server.use(
      contractHandler(disableTotp, ({ body }) => {
        sent.push(body);
        return sent.length === 1
          ? errorResponse('VALIDATION_FAILED', {
              message: 'Aktualne hasło jest nieprawidłowe.',
              fields: { currentAuthKey: 'Aktualne hasło jest nieprawidłowe.' },
            })
          : { ok: true as const };
      }),
    );
    const session = staffSessionFixture({ totp: { enabled: true, backupCodesLeft: 3 } });
    const { user } = render(undefined, { path: '/settings', session });
    const box = await card();
    expect(within(box).getByText(/Włączona · Pozostałe kody zapasowe: 3 z 10/)).toBeTruthy();
    await user.click(within(box).getByRole('button', { name: 'Wyłącz aplikację uwierzytelniającą' }));
    await user.type(within(box).getByLabelText(/^Hasło/), 'zle-haslo');
    await user.click(within(box).getByRole('button', { name: 'Wyłącz aplikację uwierzytelniającą' }));
    expect(await within(box).findByText('Aktualne hasło jest nieprawidłowe.')).toBeTruthy();
    expect(accountCrypto.deriveLogin).toHaveBeenCalledWith('zle-haslo', session.keys.user.wrappedPrivateKey);

    await user.type(within(box).getByLabelText(/^Hasło/), 'dobre-haslo');
    await user.click(within(box).getByRole('button', { name: 'Wyłącz aplikację uwierzytelniającą' }));
    expect(await within(box).findByText('Wyłączona')).toBeTruthy();
    expect(sent).toEqual([{ currentAuthKey: authKeyFixture }, { currentAuthKey: authKeyFixture }]);
  });

  it('new backup codes after the password, shown once', async () => {
    server.use(contractHandler(regenerateBackupCodes, () => ({ backupCodes: codes })));
    const { user } = render(undefined, {
      path: '/settings',
      session: staffSessionFixture({ totp: { enabled: true, backupCodesLeft: 1 } }),
    });
    const box = await card();
    await user.click(within(box).getByRole('button', { name: 'Wygeneruj nowe kody zapasowe' }));
    expect(within(box).getByText(/stare przestaną działać/)).toBeTruthy();
    await user.type(within(box).getByLabelText(/^Hasło/), 'dobre-haslo');
    await user.click(within(box).getByRole('button', { name: 'Wygeneruj nowe kody zapasowe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kody zapasowe' });
    expect(within(dialog).getByTestId('backup-codes').textContent).toContain('zabcd-23456');
    expect(within(box).getByText(/Pozostałe kody zapasowe: 10 z 10/)).toBeTruthy();
  });
});
