import { defineContract } from '../contract.js';
import { ZReplyNotice, ZReplyNoticeInput } from './reply-notice-schemas.js';

/**
 * The reporter leaves an e-mail address or a phone number to be told, at most once a day, that a
 * reply waits (docs/security.md §6.7). Stored encrypted under a server-side key; replaces one set
 * before. Refused for a phone report (its key is derived from the caller's number), a closed
 * report and an inactive licence.
 */
export const setReplyNotice = defineContract({
  name: 'set-reply-notice',
  area: 'inbox',
  method: 'PUT',
  path: '/api/inbox/reply-notice',
  auth: { kind: 'reporter' },
  summary: 'Turn on the notice of replies to an e-mail address or a phone number.',
  body: ZReplyNoticeInput,
  response: ZReplyNotice,
});
