import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formTexts } from '@shared/messages/form.js';
import { voiceTexts } from '@shared/messages/voice.js';
import { givenBrowser, stopTrack } from '@/test/fake-recording.js';
import { render } from '@/test/render.js';
import { formFixture, serveFormApi } from '../test/fixtures.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  cleanup();
});

async function openForm(voiceMessages: ReturnType<typeof formFixture>['voiceMessages']) {
  serveFormApi({ form: formFixture({ voiceMessages }) });
  const view = render(undefined, { path: '/form/demo' });
  // The recorder comes once the reporter is at the form (here: in its first field), not with its first view.
  await view.user.click(await screen.findByLabelText(/^Opis naruszenia/));
  return view;
}

const offered = { disguise: 'reporterChooses', maxMinutes: 10 } as const;
const voiceSection = () => screen.findByRole('region', { name: voiceTexts.title });
const status = (section: HTMLElement) => within(section).getByRole('status').textContent;

describe('the voice message of the public form', () => {
  it('is not offered where the organisation has not enabled it', async () => {
    await openForm(null);
    await screen.findByRole('region', { name: formTexts.attachments });
    expect(screen.queryByRole('button', { name: voiceTexts.record })).toBeNull();
  });

  it('is not part of the form’s first view: it comes once the reporter is at the form', async () => {
    serveFormApi({ form: formFixture({ voiceMessages: offered }) });
    const { user } = render(undefined, { path: '/form/demo' });
    await screen.findByRole('region', { name: formTexts.attachments });
    expect(screen.queryByRole('region', { name: voiceTexts.title })).toBeNull();
    await user.click(screen.getByLabelText(/^Opis naruszenia/));
    expect(await voiceSection()).toBeTruthy();
  });

  it('offers the reporter the choice of disguise (ticked), and says plainly that it is not anonymisation', async () => {
    await openForm(offered);
    const section = await voiceSection();
    const choice = within(section).getByRole('checkbox', { name: voiceTexts.disguise }) as HTMLInputElement;
    expect(choice.checked).toBe(true);
    expect(within(section).getByText(voiceTexts.notAnonymous)).toBeTruthy();
    expect(within(section).getByText(voiceTexts.intro(10))).toBeTruthy();
  });

  it("under 'zawsze' disguises without a choice; under 'nigdy' says the voice stays as it is", async () => {
    await openForm({ disguise: 'always', maxMinutes: 5 });
    let section = await voiceSection();
    expect(within(section).queryByRole('checkbox')).toBeNull();
    expect(within(section).getByText(voiceTexts.disguiseAlways)).toBeTruthy();
    cleanup();
    await openForm({ disguise: 'never', maxMinutes: 5 });
    section = await voiceSection();
    expect(within(section).queryByRole('checkbox')).toBeNull();
    expect(within(section).getByText(voiceTexts.disguiseNever)).toBeTruthy();
  });

  it.each([
    ['a refused permission', new DOMException('denied', 'NotAllowedError'), voiceTexts.denied],
    ['no microphone', new DOMException('none', 'NotFoundError'), voiceTexts.noMicrophone],
  ])('says plainly what happened after %s, and leaves the rest of the form working', async (_case, failure, text) => {
    givenBrowser(failure);
    const { user } = await openForm(offered);
    const section = await voiceSection();
    await user.click(within(section).getByRole('button', { name: voiceTexts.record }));
    expect((await within(section).findByRole('alert')).textContent).toBe(text);
    // The form is intact: the fields take text, sending is possible, the recorder can be tried again.
    await user.type(screen.getByLabelText(/^Opis naruszenia/), 'Opis sprawy');
    expect((screen.getByLabelText(/^Opis naruszenia/) as HTMLTextAreaElement).value).toBe('Opis sprawy');
    expect((screen.getByRole('button', { name: formTexts.send }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(section).getByRole('button', { name: voiceTexts.record })).toBeTruthy();
  });

  it('says so where the browser cannot record at all', async () => {
    givenBrowser('granted', { recorder: false });
    const { user } = await openForm(offered);
    const section = await voiceSection();
    await user.click(within(section).getByRole('button', { name: voiceTexts.record }));
    expect((await within(section).findByRole('alert')).textContent).toBe(voiceTexts.unsupported);
  });

  it('records with the time shown, pauses and resumes, and once stopped lets the reporter hear the disguised result, attached', async () => {
    const getUserMedia = givenBrowser('granted');
    const { user } = await openForm(offered);
    const section = await voiceSection();
    await user.click(within(section).getByRole('button', { name: voiceTexts.record }));
    await waitFor(() => expect(status(section)).toBe(voiceTexts.recording('0:00')));
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(within(section).getByRole('checkbox', { name: voiceTexts.disguise })).toHaveProperty('disabled', true);
    await user.click(within(section).getByRole('button', { name: voiceTexts.pause }));
    expect(status(section)).toBe(voiceTexts.paused('0:00'));
    await user.click(within(section).getByRole('button', { name: voiceTexts.resume }));
    expect(status(section)).toBe(voiceTexts.recording('0:00'));
    await user.click(within(section).getByRole('button', { name: voiceTexts.stop }));

    await waitFor(() => expect(status(section)).toBe(voiceTexts.readyDisguised('0:01')), { timeout: 5000 });
    expect(stopTrack).toHaveBeenCalled();
    const player = within(section).getByLabelText(voiceTexts.listen);
    expect(player.tagName).toBe('AUDIO');
    expect(player.getAttribute('src')).toBe('blob:voice');
    // The recording is one of the attachments (it counts toward their 30 MB and is sent with them):
    // WAV, the fallback of a browser without an Opus encoder (jsdom has no WebCodecs AudioEncoder).
    const attachments = screen.getByRole('region', { name: formTexts.attachments });
    expect(await within(attachments).findByText(voiceTexts.fileName('wav'), { exact: false })).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: voiceTexts.delete }));
    expect(status(section)).toBe(voiceTexts.deleted);
    await waitFor(() =>
      expect(within(attachments).queryByText(voiceTexts.fileName('wav'), { exact: false })).toBeNull(),
    );
    expect(within(section).getByRole('button', { name: voiceTexts.record })).toBeTruthy();
  });

  it("stops at the organisation's time limit and says so", async () => {
    givenBrowser('granted');
    const { user } = await openForm({ disguise: 'never', maxMinutes: 1 });
    const section = await voiceSection();
    const start = Date.now();
    await user.click(within(section).getByRole('button', { name: voiceTexts.record }));
    await waitFor(() => expect(status(section)).toBe(voiceTexts.recording('0:00')));
    vi.spyOn(Date, 'now').mockReturnValue(start + 61_000);
    await waitFor(() => expect(status(section)).toContain(voiceTexts.limitReached(1)), { timeout: 5000 });
    await waitFor(() => expect(status(section)).toContain(voiceTexts.readyPlain('0:01')), { timeout: 5000 });
  });
});
