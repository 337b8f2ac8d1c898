import { useEffect, useEffectEvent } from 'react';
import { formatApiError, isApiError } from '@/lib/api-errors.js';
import { getPublicForm, type PublicForm } from '../api/get-public-form.js';
import { useLoaded } from './use-loaded.js';

export type PublicFormState = { status: 'loading' } | { status: 'ready'; form: PublicForm } | { status: 'blocked' };

/**
 * Loads the form of `alias` (again whenever `round` changes: the reset after a sent report).
 * 409 = the organisation's licence expired → 'blocked'; any other failure calls `onFailure`
 * with the alert `{status} - {message}` (alert, then the Errors page).
 */
export function usePublicForm(alias: string, round: number, onFailure: (text: string) => void): PublicFormState {
  const loaded = useLoaded(`${round}/${alias}`, (signal) => getPublicForm(alias, signal));
  const blocked = loaded?.status === 'failed' && isApiError(loaded.error) && loaded.error.status === 409;
  const failed = useEffectEvent(onFailure);

  useEffect(() => {
    if (loaded?.status === 'failed' && !blocked) failed(formatApiError(loaded.error));
  }, [loaded, blocked]);

  if (loaded?.status === 'ready') return { status: 'ready', form: loaded.data };
  return blocked ? { status: 'blocked' } : { status: 'loading' };
}
