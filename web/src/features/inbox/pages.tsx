/**
 * The reporter inbox's login screens and its layout: one chunk, loaded by the router. The layout
 * (`InboxLayout`) gives the inbox's routes the query cache and only the stylesheets of what they
 * render: none of the back-office's code or Mantine's whole stylesheet (the reporter's first load
 * is budgeted as the public form's, DESIGN §10). The inbox itself is a chunk of its own
 * (inbox-screen.tsx): its crypto, conversation and report schemas load after the login.
 */
import './lib/styles.js';

export { QueryLayout as InboxLayout } from '../../app/query-cache.js';
export { InboxLoginPage, InboxPhoneLoginPage } from './components/inbox-login-page.js';
