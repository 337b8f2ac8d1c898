import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPublicForm } from '@shared/contracts/form/get-public-form.js';
import { commonTexts } from '@shared/messages/common.js';
import { loadingTexts } from '@shared/messages/loading.js';
import { formTexts as ukForm } from '@shared/messages/uk/form.js';
import { inboxTexts as enInbox } from '@shared/messages/en/conversation.js';
import { contractHandler, errorResponse, server } from '@/test/msw.js';
import { render } from '@/test/render.js';

// The Ukrainian form's and the English inbox logins' texts come only when a test lets them (a
// slow connection): until then the screen waits. This file runs in a module graph of its own
// (web-mocks), so no other test has fetched them before.
const { gates } = vi.hoisted(() => {
  const gate = () => {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { opened, open };
  };
  return { gates: { ukForm: gate(), enInbox: gate() } };
});
vi.mock('@shared/messages/uk/chunks/form.js', async (importOriginal) => {
  await gates.ukForm.opened;
  return importOriginal();
});
vi.mock('@shared/messages/en/chunks/inbox.js', async (importOriginal) => {
  await gates.enInbox.opened;
  return importOriginal();
});

afterEach(() => {
  document.documentElement.lang = 'pl';
});

describe("the wait while a language's texts come", () => {
  it('says "Ładowanie... Proszę czekać" in Ukrainian on the form, then shows the form in Ukrainian', async () => {
    server.use(contractHandler(getPublicForm, () => errorResponse('NOT_FOUND')));
    render(undefined, { path: '/form/demo?lang=uk' });

    // While the screen's code comes, then in the screen's frame while its texts do.
    expect((await screen.findByRole('status')).textContent).toBe(loadingTexts.uk);
    expect(within(await screen.findByRole('main')).getByRole('status').textContent).toBe(loadingTexts.uk);
    expect(document.body.textContent).not.toContain(commonTexts.loading);
    gates.ukForm.open();
    expect(await screen.findByRole('group', { name: ukForm.language })).toBeTruthy();
  });

  it('says it in English on the inbox login, then shows the login in English', async () => {
    render(undefined, { path: '/inboxlogin?lang=en' });
    expect((await screen.findByRole('status')).textContent).toBe(loadingTexts.en);
    expect(within(await screen.findByRole('main')).getByRole('status').textContent).toBe(loadingTexts.en);
    expect(document.body.textContent).not.toContain(commonTexts.loading);
    gates.enInbox.open();
    expect(await screen.findByRole('group', { name: enInbox.language })).toBeTruthy();
  });
});
