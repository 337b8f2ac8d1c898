import { defineContract } from '../contract.js';
import { ZInboxSession } from './login-schemas.js';

/** 'Przedłuż': a new token for another 900 s; the old one stops working. */
export const renewInboxSession = defineContract({
  name: 'renew-inbox-session',
  area: 'inbox',
  method: 'POST',
  path: '/api/inbox/session/renewal',
  auth: { kind: 'reporter' },
  summary: 'Exchange the inbox token for a new one.',
  response: ZInboxSession,
});
