import { listInboxMessages } from '@shared/contracts/inbox/list-inbox-messages.js';
import { defineHandler } from '../lib/handler.js';
import { automaticAcknowledgementOf, conversationOf, toMessage } from '../reports/conversation.js';
import { requireInboxReport } from './inbox-access.js';

/** The conversation of the caller's report, without staff names, after the automatic acknowledgement if any. */
export const handler = defineHandler(listInboxMessages, async ({ caller }) => {
  const { report } = await requireInboxReport(caller);
  const [messages, automaticAcknowledgement] = await Promise.all([
    conversationOf(report),
    automaticAcknowledgementOf(report),
  ]);
  return { messages: messages.map(({ message, files }) => toMessage(message, files)), automaticAcknowledgement };
});
