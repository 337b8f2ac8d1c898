import { useEffect, useState } from 'react';
import type { ResponseOf } from '@shared/contracts/contract.js';
import { getPublicCategory } from '@shared/contracts/form/get-public-category.js';
import { callApi } from '../../../lib/api-client.js';
import { formatApiError } from '../../../lib/api-errors.js';

export type PublicCategory = ResponseOf<typeof getPublicCategory>;

export interface CategoryState {
  category: PublicCategory | null;
  loading: boolean;
  /** The alert `{status} - {message}` when loading failed (doc 3 §8). */
  error: string | null;
}

/** The chosen category with its fields; loaded again whenever the choice changes (doc 3 §2). */
export function useCategory(alias: string, categoryId: string | null): CategoryState {
  const [state, setState] = useState<CategoryState>({ category: null, loading: categoryId !== null, error: null });
  useEffect(() => {
    if (!categoryId) {
      setState({ category: null, loading: false, error: null });
      return;
    }
    const controller = new AbortController();
    setState({ category: null, loading: true, error: null });
    callApi(getPublicCategory, { params: { alias, id: categoryId }, signal: controller.signal }).then(
      (category) => setState({ category, loading: false, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ category: null, loading: false, error: formatApiError(error) });
      },
    );
    return () => controller.abort();
  }, [alias, categoryId]);
  return state;
}
