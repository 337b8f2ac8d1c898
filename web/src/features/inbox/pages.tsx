/** The reporter inbox and its two login screens: one chunk, loaded by the router. */
export { InboxLoginPage, InboxPhoneLoginPage } from './components/inbox-login-page.js';
export { InboxPage } from './components/inbox-page.js';
