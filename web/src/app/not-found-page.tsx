import { Stack, Title } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { useLoaderData } from 'react-router-dom';
import { commonTexts } from '@shared/messages/common.js';
import { PageLoader } from '../components/page-loader.js';
import { PageNoticeAlert } from '../components/page-notice-alert.js';
import { PublicPage } from '../components/public-page.js';
import { getCsrfToken } from '../lib/csrf.js';
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

function Content({ staff }: { staff: boolean }) {
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
 * Error2 (`/Errors`) and every unknown path: 'Brak wskazanej strony', with the alert a
 * screen sent along (an invalid link, a form that did not load), why it
 * happened and the next step. A logged-in visitor keeps the back-office menu around it.
 */
export function NotFoundPage() {
  const { session } = useLoaderData<typeof notFoundLoader>();
  return (
    <Frame session={session}>
      <Content staff={session !== null} />
    </Frame>
  );
}
