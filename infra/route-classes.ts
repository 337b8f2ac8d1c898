import type { Route } from '../functions/routes.js';

/**
 * Throttles of the API stage per class of route, so that a burst on one class (a crowd of
 * reporters after a public scandal, a client hammering the form) cannot use up what staff and
 * reporters' inboxes need. API Gateway applies a route's throttle to that route alone: each route
 * of a class gets the class's limits (requests per second, steady and burst), across all clients;
 * the per-client limits are AWS WAF's (edge-limits.ts). The account's regional limit (10,000/s)
 * is well above their sum.
 */
export type RouteClass = 'publicReads' | 'publicWrites' | 'reporter' | 'staff';

export const ROUTE_CLASS_THROTTLES: Readonly<Record<RouteClass, { rateLimit: number; burstLimit: number }>> = {
  /** The form's definition, its categories' texts and attachments, a share's page, the health check. */
  publicReads: { rateLimit: 200, burstLimit: 400 },
  /** Starting and finalising a report; the authority's code and download. */
  publicWrites: { rateLimit: 50, burstLimit: 100 },
  /** The reporter's inbox (login, messages, files). */
  reporter: { rateLimit: 80, burstLimit: 160 },
  /** Everything staff do, sign-in included. */
  staff: { rateLimit: 100, burstLimit: 200 },
};

/** The class of a route, by its contract's area and method. */
export function routeClassOf(route: Route): RouteClass {
  const { area, method } = route.contract;
  if (area === 'form' || area === 'system' || area === 'external')
    return method === 'GET' ? 'publicReads' : 'publicWrites';
  if (area === 'inbox') return 'reporter';
  return 'staff';
}
