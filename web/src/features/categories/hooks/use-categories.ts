import { useCallback, useEffect, useRef, useState } from 'react';
import { listCategories } from '@shared/contracts/index.js';
import type { ResponseOf } from '@shared/contracts/contract.js';
import { callApi } from '../../../lib/api-client.js';
import { errorText } from '../../../lib/api-errors.js';

export type CategoryList = ResponseOf<typeof listCategories>;

export type CategoriesState =
  | { kind: 'loading' }
  | { kind: 'failed'; text: string }
  | { kind: 'ready'; data: CategoryList };

/**
 * The categories panel's list: loaded once, then `refresh()` after every change (the table keeps
 * showing the last answer meanwhile). A failed refresh rejects with the alert text; the first
 * load's failure is the state itself. A 401 is handled by the layout (to /login).
 */
export function useCategories() {
  const [state, setState] = useState<CategoriesState>({ kind: 'loading' });
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    const controller = new AbortController();
    callApi(listCategories, { signal: controller.signal }).then(
      (data) => setState({ kind: 'ready', data }),
      (failure: unknown) => {
        if (!controller.signal.aborted) setState({ kind: 'failed', text: errorText(failure) });
      },
    );
    return () => {
      live.current = false;
      controller.abort();
    };
  }, []);

  const refresh = useCallback(async () => {
    const data = await callApi(listCategories);
    if (live.current) setState({ kind: 'ready', data });
  }, []);

  return { state, refresh };
}
