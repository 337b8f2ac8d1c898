import { createContext, useContext } from 'react';
import type { Translation } from '@shared/messages/catalogue.js';
import { messageTexts } from '@shared/messages/inbox-report.js';

export type MessageTexts = Translation<typeof messageTexts>;

/**
 * What the conversation's shared pieces (the list, the attachments, the message box, the send)
 * say on the screens below: Polish by default, as staff read them; the reporter's inbox gives its
 * reader's language (`useTexts('messageTexts')`), so the back-office never waits for a chunk.
 */
const ConversationTextsContext = createContext<MessageTexts>(messageTexts);

export const ConversationTexts = ConversationTextsContext.Provider;

export const useConversationTexts = (): MessageTexts => useContext(ConversationTextsContext);
