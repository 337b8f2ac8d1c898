import { Alert } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { createContext, use, type ReactNode } from 'react';
import { commonTexts } from '@shared/messages/common.js';
import { useErrorText } from './error-wording.js';
import { PageLoader } from './page-loader.js';

/**
 * What a wait says on the screens below: 'Ładowanie... Proszę czekać', or the reader's language
 * where a reporter screen gives it (the inbox), so that the shared pieces it renders (a query's
 * wait, the message box's file list) say it too. Here, not in page-loader.tsx: the public form's
 * first load, which takes the loader but not this module, stays as it was.
 */
const LoadingTextContext = createContext<string>(commonTexts.loading);
export const LoadingText = LoadingTextContext.Provider;
export const useLoadingText = (): string => use(LoadingTextContext);

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

/** A query without data yet: its failure as the alert, else 'Ładowanie... Proszę czekać' (or `LoadingText`'s words). */
export function QueryPending({ query }: { query: UseQueryResult<unknown> }) {
  const errorText = useErrorText();
  const loading = useLoadingText();
  if (query.isError) {
    return (
      <Alert color="red" variant="light">
        {errorText(query.error)}
      </Alert>
    );
  }
  return <PageLoader text={loading} />;
}
