import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getSettings } from '@shared/contracts/settings/get-settings.js';
import { updateRules } from '@shared/contracts/settings/update-rules.js';
import type { BodyOf } from '@shared/contracts/contract.js';
import { defaultRuleSettings } from '@shared/domain/rules.js';
import { contractHandler, server } from '@/test/msw.js';
import { render, staffSessionFixture } from '@/test/render.js';
import { settingsFixture } from '../test/fixtures.js';

const title = 'Reguły';
const card = () => screen.findByRole('region', { name: title });
const field = (form: HTMLElement, label: RegExp) => within(form).getByLabelText(label) as HTMLInputElement;
const errorOf = (input: HTMLElement): string | null => {
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

let sent: BodyOf<typeof updateRules>[];

beforeEach(() => {
  sent = [];
  let stored = settingsFixture();
  server.use(
    contractHandler(getSettings, () => stored),
    contractHandler(updateRules, ({ body }) => {
      sent.push(body);
      const { enabled, texts } = body.acknowledgement;
      stored = {
        ...stored,
        rules: {
          acknowledgement: {
            enabled,
            version: 1,
            texts: { text: texts.text, translations: texts.translations.uk ? { uk: texts.translations.uk } : {} },
          },
          escalation: body.escalation,
        },
      };
      return { ok: true as const };
    }),
  );
});

describe("Settings: 'Reguły'", { timeout: 30_000 }, () => {
  it('switches the automatic acknowledgement on with its text after a confirmation, then shows it on with its version', async () => {
    const { user } = render(undefined, { path: '/settings', session: staffSessionFixture() });
    const section = await card();
    expect(within(section).getByText('Automatyczne potwierdzenie przyjęcia').nextElementSibling?.textContent).toBe(
      'Wyłączone',
    );
    expect(within(section).getByText('Brak treści.')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Zmień reguły' }));
    const form = within(section).getByRole('form', { name: 'Zmień reguły' });
    await user.click(within(form).getByRole('switch', { name: 'Automatyczne potwierdzenie przyjęcia' }));
    await user.type(field(form, /^Treść potwierdzenia po polsku/), 'Dziękujemy, zgłoszenie dotarło.');
    await user.type(field(form, /^Tłumaczenie na ukraiński/), 'Дякуємо, повідомлення надійшло.');
    await user.click(within(form).getByRole('button', { name: 'Zapisz' }));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          acknowledgement: {
            enabled: true,
            texts: {
              text: 'Dziękujemy, zgłoszenie dotarło.',
              translations: { uk: 'Дякуємо, повідомлення надійшло.', en: '' },
            },
          },
          escalation: defaultRuleSettings.escalation,
        },
      ]),
    );
    expect(await within(section).findByText('Dziękujemy, zgłoszenie dotarło.')).toBeTruthy();
    expect(within(section).getByText('Automatyczne potwierdzenie przyjęcia').nextElementSibling?.textContent).toBe(
      'Włączone',
    );
    expect(within(section).getByText('Ukraiński').nextElementSibling?.textContent).toBe('podane');
    expect(within(section).getByText('Angielski').nextElementSibling?.textContent).toBe(
      'brak – zgłaszający zobaczy tekst po polsku',
    );
    expect(within(section).getByText('Wersja treści: 1')).toBeTruthy();
  });

  it('refuses to switch it on without a Polish text, at the field, and sends nothing', async () => {
    const { user } = render(undefined, { path: '/settings', session: staffSessionFixture() });
    const section = await card();
    await user.click(within(section).getByRole('button', { name: 'Zmień reguły' }));
    const form = within(section).getByRole('form', { name: 'Zmień reguły' });
    await user.click(within(form).getByRole('switch', { name: 'Automatyczne potwierdzenie przyjęcia' }));
    await user.click(within(form).getByRole('button', { name: 'Zapisz' }));
    const polish = field(form, /^Treść potwierdzenia po polsku/);
    await waitFor(() =>
      expect(errorOf(polish)).toBe('Wpisz treść potwierdzenia po polsku, aby włączyć automatyczne potwierdzenie.'),
    );
    expect(screen.queryByRole('dialog', { name: title })).toBeNull();
    expect(sent).toEqual([]);
  });

  it('switches an escalation on with its days; a negative number of days is refused at its field and nothing is sent', async () => {
    const { user } = render(undefined, { path: '/settings', session: staffSessionFixture() });
    const section = await card();
    expect(within(section).getByText('Zgłoszenie nieotwarte').nextElementSibling?.textContent).toBe('Wyłączone');
    await user.click(within(section).getByRole('button', { name: 'Zmień reguły' }));
    const form = within(section).getByRole('form', { name: 'Zmień reguły' });
    await user.click(within(form).getByRole('switch', { name: 'Zgłoszenie nieotwarte' }));
    const days = field(form, /^Zgłoszenie nieotwarte: liczba dni/);
    await user.clear(days);
    await user.type(days, '-3');
    await user.click(within(form).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(errorOf(days)).toBe('Podaj liczbę dni od 1 do 90.'));
    expect(screen.queryByRole('dialog', { name: title })).toBeNull();
    expect(sent).toEqual([]);

    await user.clear(days);
    await user.type(days, '3');
    await user.click(within(form).getByRole('button', { name: 'Zapisz' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: title })).getByRole('button', { name: 'Zapisz' }),
    );
    await waitFor(() => expect(sent.map((body) => body.escalation.unopened)).toEqual([{ enabled: true, days: 3 }]));
    await waitFor(() =>
      expect(within(section).getByText('Zgłoszenie nieotwarte').nextElementSibling?.textContent).toBe(
        'Włączone, 3 dni',
      ),
    );
  });

  it('is only read by a user who is not the main administrator', async () => {
    server.use(
      contractHandler(getSettings, () =>
        settingsFixture({
          canEdit: false,
          rules: {
            acknowledgement: { enabled: true, version: 3, texts: { text: 'Dziękujemy.' } },
            escalation: defaultRuleSettings.escalation,
          },
        }),
      ),
    );
    render(undefined, { path: '/settings', session: staffSessionFixture() });
    const section = await card();
    expect(within(section).getByText('Dziękujemy.')).toBeTruthy();
    expect(within(section).getByText('Wersja treści: 3')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Zmień reguły' })).toBeNull();
  });
});
