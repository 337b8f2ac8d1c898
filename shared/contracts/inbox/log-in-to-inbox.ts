import { defineContract } from '../contract.js';
import { ZInboxLogin, ZInboxSession } from './login-schemas.js';

/**
 * Inbox login: the identifier and the authKey the browser derived from the
 * password (`deriveReporterKeys`); the password never arrives. An unknown identifier and a wrong
 * secret get the same answer; the sixth wrong attempt in a row is refused for a while.
 */
export const logInToInbox = defineContract({
  name: 'log-in-to-inbox',
  area: 'inbox',
  method: 'POST',
  path: '/api/inbox/sessions',
  auth: { kind: 'public' },
  summary: 'Open the reporter inbox of one report (identifier + password secret).',
  body: ZInboxLogin,
  response: ZInboxSession,
});
