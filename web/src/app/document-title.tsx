import { useEffect } from 'react';
import { matchPath, Outlet, useLocation } from 'react-router-dom';
import { pageTitleTexts as t } from '@shared/messages/page-titles.js';
import { routePatterns } from '../config/paths.js';

type TitledRoute = keyof typeof t.pages;

// Every route but the form (which names its organisation itself) has its title: a route added
// without one fails to compile instead of showing 'Brak wskazanej strony' in the browser's tab.
const everyRouteTitled: Record<Exclude<keyof typeof routePatterns, 'form'>, string> = t.pages;
void everyRouteTitled;

/** The title for a location: its screen's name or the register tab's own; null for a screen that names itself. */
export function pageTitle(pathname: string, search: string): string | null {
  if (matchPath(`/${routePatterns.form}`, pathname)) return null; // the form names its organisation itself
  if (pathname === '/') return null; // goes on to the login at once
  const route = (Object.keys(t.pages) as TitledRoute[]).find((name) =>
    matchPath({ path: `/${routePatterns[name]}`, caseSensitive: false }, pathname),
  );
  // The error page names itself: in the reporter's language where a reporter may read it.
  if (!route || route === 'errors') return null;
  // The inbox and its logins (inbox, inboxLogin, inboxPhoneLogin) name themselves in the reporter's
  // language; their Polish titles are this table's.
  if (route.startsWith('inbox')) return null;
  // So does the authority's download page, in Polish or English.
  if (route === 'external') return null;
  if (route === 'login' && new URLSearchParams(search).get('tab') === 'register') return t.compose(t.registerTab);
  return t.compose(t.pages[route]);
}

/** Around every screen: keeps the browser tab's title on the screen shown (issue 18). */
export function TitledOutlet() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const title = pageTitle(pathname, search);
    if (title) document.title = title;
  }, [pathname, search]);
  return <Outlet />;
}
