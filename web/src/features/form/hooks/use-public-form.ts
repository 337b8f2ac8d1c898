import { useEffect, useRef, useState } from 'react';
import type { ResponseOf } from '@shared/contracts/contract.js';
import { getPublicForm } from '@shared/contracts/form/get-public-form.js';
import { callApi } from '../../../lib/api-client.js';
import { formatApiError, isApiError } from '../../../lib/api-errors.js';

export type PublicForm = ResponseOf<typeof getPublicForm>;

export type PublicFormState = { status: 'loading' } | { status: 'ready'; form: PublicForm } | { status: 'blocked' };

/**
 * Loads the form of `alias` (again whenever `round` changes: the reset after a sent report).
 * 409 = the organisation's licence expired → 'blocked'; any other failure calls `onFailure`
 * with the alert `{status} - {message}` (doc 3 §8: alert, then the Errors page).
 */
export function usePublicForm(alias: string, round: number, onFailure: (text: string) => void): PublicFormState {
  const [state, setState] = useState<PublicFormState>({ status: 'loading' });
  const failed = useRef(onFailure);
  failed.current = onFailure;
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    callApi(getPublicForm, { params: { alias }, signal: controller.signal }).then(
      (form) => setState({ status: 'ready', form }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.status === 409) setState({ status: 'blocked' });
        else failed.current(formatApiError(error));
      },
    );
    return () => controller.abort();
  }, [alias, round]);
  return state;
}
