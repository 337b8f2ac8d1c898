/**
 * The reporter inbox and its two login screens: one chunk, loaded by the router, with only the
 * stylesheets of what they render: none of the back-office's code or Mantine's whole stylesheet.
 * The login screens are the reporter's first load, budgeted as the public form's (docs/figures.md "Budgets"):
 * the inbox itself comes in a chunk of its own, fetched when it opens, with the query cache, its
 * crypto, conversation and report schemas.
 */
import './lib/styles.js';
import { lazy, Suspense } from 'react';
import { loadingTexts } from '@shared/messages/loading.js';
import { PageLoader } from '@/components/page-loader.js';
import { ReporterLanguageProvider, useReporterLanguage } from '@/i18n/reporter-language.js';
import { inboxScreenChunks } from './lib/inbox-chunks.js';

export { InboxLoginPage, InboxPhoneLoginPage } from './components/inbox-login-page.js';

/** A cache of its own for each time the inbox opens: nothing of an earlier session shows. */
const InboxScreen = lazy(async () => {
  const [{ InboxPage }, { QueryProvider }] = await Promise.all([
    import('./components/inbox-page.js'),
    import('@/app/query-cache.js'),
  ]);
  return {
    default: () => (
      <QueryProvider>
        <InboxPage />
      </QueryProvider>
    ),
  };
});

/** /inbox: 'Ładowanie...' while its texts arrive, then in the reporter's language while its code does. */
export function InboxPage() {
  return (
    <ReporterLanguageProvider chunks={inboxScreenChunks}>
      <Suspense fallback={<InboxLoading />}>
        <InboxScreen />
      </Suspense>
    </ReporterLanguageProvider>
  );
}

function InboxLoading() {
  return <PageLoader text={loadingTexts[useReporterLanguage().language]} />;
}
