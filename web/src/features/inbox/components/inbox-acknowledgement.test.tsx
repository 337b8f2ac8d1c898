import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { inboxTexts } from '@shared/messages/conversation.js';
import * as en from '@shared/messages/en/index.js';
import { messageTexts } from '@shared/messages/inbox-report.js';
import * as uk from '@shared/messages/uk/index.js';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/language-choice.js';
import { clearInboxSession } from '@/lib/inbox-session.js';
import { dropDraft } from '../lib/draft-store.js';
import { openInbox } from '../test/open-inbox.js';

afterEach(() => {
  clearInboxSession();
  dropDraft();
  localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  document.documentElement.lang = 'pl';
});

const polish = 'Dziękujemy, zgłoszenie dotarło. Odpowiemy w ciągu trzech miesięcy.';
const acknowledgement = {
  sentAt: '2026-11-20T09:00:00.000Z',
  text: polish,
  translations: { uk: 'Дякуємо, повідомлення надійшло.', en: 'Thank you, your report has arrived.' },
};

const languages = [
  { language: 'pl', texts: { inboxTexts, messageTexts }, sent: '20.11.2026, 10:00' },
  { language: 'uk', texts: uk, sent: '20.11.2026, 10:00' },
  { language: 'en', texts: en, sent: '20/11/2026, 10:00' },
] as const;

/** The conversation's entries, first to last. */
async function conversationEntries(title: string) {
  const conversation = await screen.findByRole('region', { name: title });
  await within(conversation).findByText('Dziękujemy, sprawa jest w toku.');
  return within(conversation).getAllByRole('listitem');
}

describe.each(languages)('the automatic acknowledgement in the inbox ($language)', ({ language, texts, sent }) => {
  it('opens the conversation with the organisation’s text in the language, under “automatic acknowledgement”', async () => {
    await openInbox({ path: `/inbox?lang=${language}`, automaticAcknowledgement: acknowledgement });
    const [first, second] = await conversationEntries(texts.inboxTexts.conversation);
    const shown = language === 'pl' ? polish : acknowledgement.translations[language];
    expect(first!.getAttribute('aria-label')).toBe(`${texts.messageTexts.automaticAcknowledgement}, ${sent}`);
    expect(within(first!).getByText(shown)).toBeTruthy();
    expect(within(first!).queryByText(texts.messageTexts.automaticAcknowledgementInPolish)).toBeNull();
    expect(within(second!).getByText('Dziękujemy, sprawa jest w toku.')).toBeTruthy();
  });

  it('shows the Polish text, said to be Polish, where the organisation wrote none in the language', async () => {
    await openInbox({
      path: `/inbox?lang=${language}`,
      automaticAcknowledgement: { ...acknowledgement, translations: {} },
    });
    const [first] = await conversationEntries(texts.inboxTexts.conversation);
    expect(within(first!).getByText(polish).getAttribute('lang')).toBe(language === 'pl' ? null : 'pl');
    const note = within(first!).queryByText(texts.messageTexts.automaticAcknowledgementInPolish);
    expect(note === null).toBe(language === 'pl');
  });
});

describe('an inbox without the automatic acknowledgement', () => {
  it('starts the conversation with the first message', async () => {
    await openInbox();
    const entries = await conversationEntries(inboxTexts.conversation);
    expect(entries).toHaveLength(1);
    expect(screen.queryByText(messageTexts.automaticAcknowledgement, { exact: false })).toBeNull();
  });
});
