import { defineContract } from '../contract.js';
import { ZInboxLogin, ZInboxSession } from './login-schemas.js';

/**
 * Phone inbox login, for reports taken by phone (type 2) only: the authKey the
 * browser derived from the identifier and the phone number (`derivePhoneCaseKeys`).
 */
export const logInToPhoneInbox = defineContract({
  name: 'log-in-to-phone-inbox',
  area: 'inbox',
  method: 'POST',
  path: '/api/inbox/phone-sessions',
  auth: { kind: 'public' },
  summary: 'Open the reporter inbox of a phone report (identifier + phone secret).',
  body: ZInboxLogin,
  response: ZInboxSession,
});
