import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { createQueryClient } from '../lib/react-query.js';

/**
 * The cache of server answers (TanStack Query) for the screens below it: one client per page
 * load, or the one a host already gives (a test's fresh client). Not in `AppProviders`: the
 * public form's initial chunk must not carry TanStack Query (docs/figures.md, "Budgets"), so the router
 * loads this with the areas that use it. No stylesheet here: the back-office's layout brings
 * Mantine's whole sheet, the reporter's inbox and the staff sign-in screens only their own.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const given = useContext(QueryClientContext);
  const [own] = useState(() => (given ? null : createQueryClient()));
  return own ? <QueryClientProvider client={own}>{children}</QueryClientProvider> : children;
}

/** A pathless layout route that gives its child routes the cache. */
export function QueryLayout() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
