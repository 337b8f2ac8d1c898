import { defineContract } from '../contract.js';
import { ZMessage, ZNewMessage } from '../reports/schemas.js';

/**
 * The reporter writes: encrypted under K in the browser; raises the report's
 * new-messages marker for staff. Refused on a closed report or an inactive licence; attachments
 * are uploaded after it (kind `reporter`, naming the message).
 */
export const sendInboxMessage = defineContract({
  name: 'send-inbox-message',
  area: 'inbox',
  method: 'POST',
  path: '/api/inbox/messages',
  auth: { kind: 'reporter' },
  summary: 'Send a message to the organisation.',
  body: ZNewMessage,
  response: ZMessage,
});
