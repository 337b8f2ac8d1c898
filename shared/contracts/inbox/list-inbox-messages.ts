import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZAutomaticAcknowledgement, ZMessage } from '../reports/schemas.js';

/** The conversation, oldest first, as the reporter sees it (no staff names), after the automatic acknowledgement if any. */
export const listInboxMessages = defineContract({
  name: 'list-inbox-messages',
  area: 'inbox',
  method: 'GET',
  path: '/api/inbox/messages',
  auth: { kind: 'reporter' },
  summary: "The conversation of the reporter's report.",
  response: z.object({ messages: z.array(ZMessage), automaticAcknowledgement: ZAutomaticAcknowledgement }),
});
