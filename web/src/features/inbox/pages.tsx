/**
 * The reporter inbox, its two login screens and their layout: one chunk, loaded by the router.
 * The layout (`InboxLayout`) gives the inbox's routes the query cache and only the stylesheets of
 * what they render: none of the back-office's code or Mantine's whole stylesheet (the reporter's
 * first load is budgeted as the public form's, DESIGN §10). The inbox itself comes in a chunk of
 * its own, fetched when it opens: its crypto, conversation and report schemas are not part of
 * the login screens' first load.
 */
import './lib/styles.js';
import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/page-loader.js';

export { QueryLayout as InboxLayout } from '../../app/query-cache.js';
export { InboxLoginPage, InboxPhoneLoginPage } from './components/inbox-login-page.js';

const InboxScreen = lazy(() => import('./components/inbox-page.js').then((m) => ({ default: m.InboxPage })));

/** /inbox: 'Ładowanie...' while its chunk arrives. */
export function InboxPage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <InboxScreen />
    </Suspense>
  );
}
