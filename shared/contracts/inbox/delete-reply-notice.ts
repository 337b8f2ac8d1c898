import { defineContract, ZEmptyResponse } from '../contract.js';

/** The reporter deletes the notice: the encrypted address is deleted at once. */
export const deleteReplyNotice = defineContract({
  name: 'delete-reply-notice',
  area: 'inbox',
  method: 'DELETE',
  path: '/api/inbox/reply-notice',
  auth: { kind: 'reporter' },
  summary: 'Delete the notice of replies and its address.',
  response: ZEmptyResponse,
});
