import { listInboxMessages } from '@shared/contracts/inbox/list-inbox-messages.js';
import { defineHandler } from '../lib/handler.js';
import { conversationOf, toMessage } from '../reports/conversation.js';
import { requireInboxReport } from './inbox-access.js';

/** The conversation of the caller's report, without staff names. */
export const handler = defineHandler(listInboxMessages, async ({ caller }) => {
  const { report } = await requireInboxReport(caller);
  return { messages: (await conversationOf(report)).map(({ message, files }) => toMessage(message, files)) };
});
