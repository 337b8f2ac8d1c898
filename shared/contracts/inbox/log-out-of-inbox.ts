import { defineContract, ZEmptyResponse } from '../contract.js';

/** 'Wyloguj': the token is deleted. */
export const logOutOfInbox = defineContract({
  name: 'log-out-of-inbox',
  area: 'inbox',
  method: 'DELETE',
  path: '/api/inbox/session',
  auth: { kind: 'reporter' },
  summary: 'End the inbox session.',
  response: ZEmptyResponse,
});
