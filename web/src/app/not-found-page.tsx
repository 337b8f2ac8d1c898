import { Alert, Stack, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLoaderData, useLocation } from 'react-router-dom';
import { commonTexts } from '@shared/messages/common.js';
import { pageTitleTexts } from '@shared/messages/page-titles.js';
import { PageLoader } from '../components/page-loader.js';
import { PageNoticeAlert } from '../components/page-notice-alert.js';
import { PublicPage } from '../components/public-page.js';
import { LanguageSwitcher } from '../i18n/language-switcher.js';
import { ReporterLanguageProvider, useTexts } from '../i18n/reporter-language.js';
import { getCsrfToken } from '../lib/csrf.js';
import { errorCauseFrom, noticeFrom } from '../lib/page-notice.js';
import type { StaffSession } from '../lib/session.js';

const WayOut = lazy(() => import('./not-found-way-out.js').then((m) => ({ default: m.WayOut })));
/** The back-office around the page, only for a logged-in visitor (its code is the shell's chunk). */
const BackOfficeFrame = lazy(() =>
  import('./shell/back-office-layout.js').then((m) => ({ default: m.BackOfficeFrame })),
);

/**
 * The session of a visitor who is logged in, so that the page keeps the back-office around it;
 * null for everyone else. Only a browser that holds a CSRF token (it logged in) asks the server.
 */
export async function notFoundLoader({ request }: { request: Request }): Promise<{ session: StaffSession | null }> {
  if (!getCsrfToken()) return { session: null };
  const { currentSession } = await import('./shell/back-office-layout.js');
  return { session: await currentSession(request.signal) };
}

/** The page's texts come with what error answers say (shared/messages/reporter-catalogue.ts). */
const errorPageChunks = ['errors'] as const;

/** The tab's title (document-title.tsx leaves this page's to it). */
function useTabTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

function Content({ staff }: { staff: boolean }) {
  useTabTitle(pageTitleTexts.compose(pageTitleTexts.notFound));
  return (
    <Stack gap="md" align="flex-start">
      <PageNoticeAlert />
      <Title order={1}>{commonTexts.pageNotFound}</Title>
      <Suspense fallback={null}>
        <WayOut staff={staff} />
      </Suspense>
    </Stack>
  );
}

function Frame({ session, children }: { session: StaffSession | null; children: ReactNode }) {
  if (!session) return <PublicPage>{children}</PublicPage>;
  return (
    <Suspense fallback={<PageLoader />}>
      <BackOfficeFrame session={session}>{children}</BackOfficeFrame>
    </Suspense>
  );
}

/**
 * What a reporter reads: the same page in their language (chosen as on the form: `?lang=`, the
 * choice remembered on the device, the browser's), with the same switcher. The notice and the
 * reason are the navigation's as the page was reached: the switcher's `?lang=` replaces the
 * location without them.
 */
function ReporterContent({ state }: { state: unknown }) {
  const t = useTexts('reporterErrorPageTexts');
  const notice = noticeFrom(state);
  useTabTitle(pageTitleTexts.compose(t.title));
  return (
    <Stack gap="md">
      <LanguageSwitcher label={t.language} />
      {notice && (
        <Alert role="alert" color={notice.kind === 'success' ? 'green' : 'red'} variant="light">
          {notice.text}
        </Alert>
      )}
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t.title}</Title>
        <Suspense fallback={null}>
          <WayOut staff={false} state={state} words={t} />
        </Suspense>
      </Stack>
    </Stack>
  );
}

/**
 * Error2 (`/Errors`) and every unknown path: 'Brak wskazanej strony', with the alert a
 * screen sent along (an invalid link, a form that did not load), why it
 * happened and the next step. A logged-in visitor keeps the back-office menu around it; a staff
 * link's page (activation, reset) stays Polish; anyone else may be a reporter and reads it in
 * their language.
 */
export function NotFoundPage() {
  const { session } = useLoaderData<typeof notFoundLoader>();
  const [state] = useState<unknown>(useLocation().state);
  const cause = errorCauseFrom(state)?.kind;
  if (session || cause === 'activationLink' || cause === 'resetLink') {
    return (
      <Frame session={session}>
        <Content staff={session !== null} />
      </Frame>
    );
  }
  return (
    <PublicPage>
      <ReporterLanguageProvider chunks={errorPageChunks}>
        <ReporterContent state={state} />
      </ReporterLanguageProvider>
    </PublicPage>
  );
}
