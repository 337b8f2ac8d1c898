import { render as renderDom } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { getSession } from '@shared/contracts/auth/get-session.js';
import { AppProviders } from '../app/providers.js';
import { routes as appRoutes } from '../app/router.js';
import { saveKeys } from '../lib/key-store.js';
import { createQueryClient, queryDefaults } from '../lib/react-query.js';
import { SessionProvider, type StaffSession } from '../lib/session.js';
import { sessionKeysFixture, unlockedKeysFixture } from './key-fixtures.js';
import { contractHandler, errorResponse, server } from './msw.js';

/** Which unlocked keys this tab holds for the session's user. */
export type KeysFixture = 'unlocked' | 'noOrganisationKey' | 'none';

export interface RenderOptions {
  /** The URL the app starts at (path, query). */
  path?: string;
  /** Routes to mount; the app's whole route table by default. */
  routes?: RouteObject[];
  /**
   * The logged-in staff user: `GET /api/auth/session` answers with it (401 when null, the
   * default), and a `ui` element gets it from the session context.
   */
  session?: StaffSession | null;
  /** The keys held for the session's user; 'unlocked' by default. */
  keys?: KeysFixture;
}

/** A fresh cache for one test: the app's defaults, a retry without the wait. */
export const testQueryClient = () =>
  createQueryClient({ ...queryDefaults, queries: { ...queryDefaults.queries, retryDelay: 0 } });

/**
 * The one way web tests render: Mantine (test env: no transitions, no portals), a fresh query
 * cache, a memory data router and the session. Without `ui` the app's route table is mounted at `path`; with `ui`
 * that element is the page at every path.
 */
export function render(
  ui?: ReactElement,
  { path = '/', routes, session = null, keys = 'unlocked' }: RenderOptions = {},
) {
  server.use(contractHandler(getSession, () => session ?? errorResponse('UNAUTHENTICATED')));
  if (session && keys !== 'none') void saveKeys(session.id, unlockedKeysFixture(keys));
  const table = ui ? [{ path: '*', element: ui }] : (routes ?? appRoutes);
  const router = createMemoryRouter(table, { initialEntries: [path] });
  const user = userEvent.setup();
  const queryClient = testQueryClient();
  const result = renderDom(
    <AppProviders env="test">
      <QueryClientProvider client={queryClient}>
        <SessionProvider value={session}>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </AppProviders>,
  );
  return { ...result, router, user, queryClient };
}

/**
 * A staff session for tests of the back-office (active, not internal-sales, main administrator,
 * with access to the organisation key), as `GET /api/auth/session` gives it.
 */
export function staffSessionFixture(
  overrides: Partial<StaffSession> & { withOrganisationKey?: boolean } = {},
): StaffSession {
  const { withOrganisationKey = true, ...rest } = overrides;
  return {
    id: 'user-1',
    name: 'Anna Kowalska',
    email: 'anna@example.com',
    phone: null,
    type: 1,
    isMainAdmin: true,
    canArchivize: true,
    canReports: true,
    canExternalSend: true,
    smsAuthorization: false,
    totp: null,
    registrationDate: '2026-01-15T09:30:00.000Z',
    customerId: 'tenant-1',
    customerName: 'Fundacja Łąka',
    customerAlias: 'demo-organizacja',
    customerIsActive: true,
    customerInternalSales: false,
    customerExpirationDate: '2027-01-15T09:30:00.000Z',
    staffFilesScanned: false,
    keys: sessionKeysFixture(withOrganisationKey),
    ...rest,
  };
}
