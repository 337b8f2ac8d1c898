import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { isApiError } from './api-errors.js';

/** No answer reached the page (network down, connection cut): worth one more try. */
const isUnanswered = (error: unknown): boolean => isApiError(error) && error.status === 0;

/**
 * The back-office's defaults. A query is asked once more only when no answer came at all; any
 * answer the server gave, 4xx or 5xx, is shown at once as the spec's alert "{status} - {message}",
 * and a 401 has already sent the layout to /login (`callApi`). Changes are never repeated.
 * Screens load fresh data when they mount and after a change (invalidation), not when the
 * window regains focus: a form being filled in must not change under the person's hands.
 */
export const queryDefaults = {
  queries: {
    retry: (failureCount: number, error: unknown) => failureCount < 1 && isUnanswered(error),
    refetchOnWindowFocus: false,
  },
  mutations: { retry: false },
} satisfies DefaultOptions;

export const createQueryClient = (defaults: DefaultOptions = queryDefaults): QueryClient =>
  new QueryClient({ defaultOptions: defaults });

/** What a caller may add to a call's query options (bulletproof-react's `QueryConfig`). */
export type QueryConfig<T extends (...args: never[]) => object> = Partial<Omit<ReturnType<T>, 'queryKey' | 'queryFn'>>;
