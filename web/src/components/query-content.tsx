import { Alert } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useErrorText } from './error-wording.js';
import { PageLoader } from './page-loader.js';

interface QueryContentProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/**
 * What a query's data makes of a screen once it is there: 'Ładowanie... Proszę czekać' until
 * then, and a failure as the alert `{status} - {message}` (the sentence alone where the screen
 * says so: `ErrorWording`; a 401 has already sent the back-office to /login). Data already shown
 * stays when a later refresh fails.
 */
export function QueryContent<T>({ query, children }: QueryContentProps<T>) {
  if (query.data !== undefined) return children(query.data);
  return <QueryPending query={query} />;
}

/** A query without data yet: its failure as the alert, else 'Ładowanie... Proszę czekać'. */
export function QueryPending({ query }: { query: UseQueryResult<unknown> }) {
  const errorText = useErrorText();
  if (query.isError) {
    return (
      <Alert color="red" variant="light">
        {errorText(query.error)}
      </Alert>
    );
  }
  return <PageLoader />;
}
