import { defineContract } from '../contract.js';
import { ZReplyNotice } from './reply-notice-schemas.js';

/** Whether the report has a notice of replies, and to which masked address. */
export const getReplyNotice = defineContract({
  name: 'get-reply-notice',
  area: 'inbox',
  method: 'GET',
  path: '/api/inbox/reply-notice',
  auth: { kind: 'reporter' },
  summary: 'The notice of replies of this report: its channel and masked address, or none.',
  response: ZReplyNotice,
});
