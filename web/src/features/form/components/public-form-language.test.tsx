import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as en from '@shared/messages/en/index.js';
import { ombudsmanOffice } from '@shared/domain/external-channels.js';
import { externalChannelTexts } from '@shared/messages/external-channels.js';
import { formTexts } from '@shared/messages/form.js';
import * as uk from '@shared/messages/uk/index.js';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/language-choice.js';
import { render } from '@/test/render.js';
import { formFixture, serveFormApi } from '../test/fixtures.js';

/** A browser that asks for these languages (the test setup's browser reads Polish). */
function browserLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { configurable: true, get: () => languages });
}

async function openForm(path = '/form/demo', form = formFixture()) {
  serveFormApi({ form });
  const view = render(undefined, { path });
  await screen.findByLabelText(/^Opis naruszenia/);
  return view;
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const pressed = () =>
  screen
    .getAllByRole('button', { pressed: true })
    .map((button) => button.textContent)
    .filter((name) => ['Polski', 'Українська', 'English'].includes(name ?? ''));

afterEach(() => {
  browserLanguages(['pl-PL', 'pl']);
  document.documentElement.lang = 'pl';
});

describe('public form: the reporter’s language', { timeout: 20_000 }, () => {
  it('opens in Polish for a Polish browser, with <html lang="pl"> and Polski pressed', async () => {
    await openForm();
    expect(heading()).toBe(formTexts.pageTitle);
    expect(document.documentElement.lang).toBe('pl');
    expect(pressed()).toEqual(['Polski']);
  });

  it('opens in Ukrainian for a browser that asks for it, labels and hints included', async () => {
    browserLanguages(['uk-UA', 'uk']);
    await openForm();
    expect(heading()).toBe(uk.formTexts.pageTitle);
    expect(screen.getByLabelText(new RegExp(`^${uk.formTexts.category}`))).toBeTruthy();
    expect(screen.getByText(uk.formTexts.requiredHint)).toBeTruthy();
    expect(screen.getByRole('button', { name: uk.formTexts.send })).toBeTruthy();
    expect(document.documentElement.lang).toBe('uk');
    expect(pressed()).toEqual(['Українська']);
    // The organisation's own words stay as it wrote them.
    expect(screen.getByLabelText(/^Opis naruszenia/)).toBeTruthy();
  });

  it('?lang= wins over the remembered choice and the browser; an unknown ?lang= is passed over', async () => {
    browserLanguages(['uk-UA']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'pl');
    const first = await openForm('/form/demo?lang=en');
    expect(heading()).toBe(en.formTexts.pageTitle);
    first.unmount();

    await openForm('/form/demo?lang=xx');
    expect(heading()).toBe(formTexts.pageTitle); // the remembered Polish, over the Ukrainian browser
  });

  it('the remembered choice wins over the browser', async () => {
    browserLanguages(['uk-UA']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    await openForm();
    expect(heading()).toBe(en.formTexts.pageTitle);
  });

  it('the switcher changes every text and <html lang>, keeps what was typed, and is remembered', async () => {
    const { user } = await openForm();
    const description = screen.getByLabelText(/^Opis naruszenia/) as HTMLTextAreaElement;
    await user.type(description, 'Ab');
    await user.tab(); // the field's message shows once it is left
    await screen.findByText(formTexts.minLength4);

    await user.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(heading()).toBe(en.formTexts.pageTitle));
    expect((screen.getByLabelText(/^Opis naruszenia/) as HTMLTextAreaElement).value).toBe('Ab');
    expect(screen.getByText(en.formTexts.minLength4)).toBeTruthy();
    expect(screen.queryByText(formTexts.minLength4)).toBeNull();
    // <html lang> follows in an effect after the texts have rendered.
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(pressed()).toEqual(['English']);
    expect(screen.getByRole('group', { name: en.formTexts.language })).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');

    await user.click(screen.getByRole('button', { name: 'Українська' }));
    await waitFor(() => expect(heading()).toBe(uk.formTexts.pageTitle));
    expect(screen.getByText(uk.formTexts.minLength4)).toBeTruthy();
    expect((screen.getByLabelText(/^Opis naruszenia/) as HTMLTextAreaElement).value).toBe('Ab');

    await user.click(screen.getByRole('button', { name: 'Polski' }));
    await waitFor(() => expect(heading()).toBe(formTexts.pageTitle));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('pl');
  });

  it('names each language in itself, marked as that language', async () => {
    await openForm();
    const group = screen.getByRole('group', { name: formTexts.language });
    expect([...group.querySelectorAll('button')].map((button) => [button.textContent, button.lang])).toEqual([
      ['Polski', 'pl'],
      ['Українська', 'uk'],
      ['English', 'en'],
    ]);
  });

  it('explains reporting outside the organisation, folded until opened, in the reporter’s language', async () => {
    const { user } = await openForm();
    expect(screen.queryByText(externalChannelTexts.intro)).toBeNull();
    await user.click(screen.getByText(formTexts.externalChannels));
    expect(await screen.findByText(externalChannelTexts.intro)).toBeTruthy();
    expect(screen.getByText(externalChannelTexts.ombudsman)).toBeTruthy();
    expect(screen.getByText(new RegExp(ombudsmanOffice.street)).textContent).toContain(ombudsmanOffice.city);
    expect(screen.getByRole('link', { name: 'www.rpo.gov.pl' }).getAttribute('href')).toBe(ombudsmanOffice.website);

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText(en.externalChannelTexts.intro)).toBeTruthy();
    expect(screen.getByText(en.formTexts.externalChannels)).toBeTruthy();
    expect(screen.queryByText(externalChannelTexts.intro)).toBeNull();
  });

  it('shows the organisation’s own text under the explanation: its translation, or its Polish text said to be Polish', async () => {
    const note = {
      text: 'Sprawy podatkowe zgłoś także do KAS.',
      translations: { en: 'Report tax matters to KAS too.' },
    };
    const { user } = await openForm('/form/demo?lang=en', formFixture({ externalChannelsNote: note }));
    await user.click(screen.getByText(en.formTexts.externalChannels));
    const section = await screen.findByRole('region', { name: en.externalChannelTexts.organisationNote });
    expect(section.textContent).toContain('Report tax matters to KAS too.');
    expect(section.textContent).not.toContain(note.text);
    expect(section.textContent).not.toContain(en.externalChannelTexts.organisationNoteInPolish);

    await user.click(screen.getByRole('button', { name: 'Українська' }));
    const ukrainian = await screen.findByRole('region', { name: uk.externalChannelTexts.organisationNote });
    const polish = within(ukrainian).getByText(note.text);
    expect(polish.getAttribute('lang')).toBe('pl');
    expect(within(ukrainian).getByText(uk.externalChannelTexts.organisationNoteInPolish)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Polski' }));
    const inPolish = await screen.findByRole('region', { name: externalChannelTexts.organisationNote });
    expect(within(inPolish).getByText(note.text).getAttribute('lang')).toBeNull();
    expect(within(inPolish).queryByText(externalChannelTexts.organisationNoteInPolish)).toBeNull();
  });

  it('shows no organisation section when the organisation wrote no text', async () => {
    const { user } = await openForm();
    await user.click(screen.getByText(formTexts.externalChannels));
    await screen.findByText(externalChannelTexts.intro);
    expect(screen.queryByRole('region', { name: externalChannelTexts.organisationNote })).toBeNull();
  });
});
