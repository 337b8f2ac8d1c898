import { render as renderDom } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/providers.js';
import { routes as appRoutes } from '../app/router.js';
import { SessionProvider, type StaffSession } from '../features/auth/use-session.js';

export interface RenderOptions {
  /** The URL the app starts at (path, query). */
  path?: string;
  /** Routes to mount; the app's whole route table by default. */
  routes?: RouteObject[];
  /** The logged-in staff user; nobody by default (as in the app today). */
  session?: StaffSession | null;
}

/**
 * The one way web tests render: Mantine (test env: no transitions, no portals), a memory data
 * router and the session. Without `ui` the app's route table is mounted at `path`; with `ui`
 * that element is the page at every path.
 */
export function render(ui?: ReactElement, { path = '/', routes, session = null }: RenderOptions = {}) {
  const table = ui ? [{ path: '*', element: ui }] : (routes ?? appRoutes);
  const router = createMemoryRouter(table, { initialEntries: [path] });
  const user = userEvent.setup();
  const result = renderDom(
    <AppProviders env="test">
      <SessionProvider value={session}>
        <RouterProvider router={router} />
      </SessionProvider>
    </AppProviders>,
  );
  return { ...result, router, user };
}

/** A staff session for tests of the back-office (active, not internal-sales, by default). */
export function staffSessionFixture(overrides: Partial<StaffSession> = {}): StaffSession {
  return {
    id: 'user-1',
    name: 'Anna Kowalska',
    type: 1,
    customerIsActive: true,
    customerInternalSales: false,
    formAlias: 'demo-organizacja',
    ...overrides,
  };
}
