import { useMemo } from 'react';
import { useReporterLanguage, useTexts } from '@/i18n/reporter-language.js';
import { formatApiError } from '@/lib/api-errors.js';
import { reporterErrorText } from '@/lib/reporter-error-text.js';
import { getPublicCategory, type PublicCategory } from '../api/get-public-category.js';
import { shownCategory } from '../lib/shown-texts.js';
import { useLoaded } from './use-loaded.js';

export interface CategoryState {
  category: PublicCategory | null;
  loading: boolean;
  /** The alert `{status} - {message}` when loading failed. */
  error: string | null;
}

/**
 * The chosen category with its fields, in the reporter's language where the organisation translated it; loaded again
 * whenever the choice changes.
 */
export function useCategory(alias: string, categoryId: string | null): CategoryState {
  const clientErrors = useTexts('clientErrorMessages');
  const { language } = useReporterLanguage();
  const loaded = useLoaded(categoryId && `${alias}/${categoryId}`, (signal) =>
    getPublicCategory(alias, categoryId ?? '', signal),
  );
  const data = loaded?.status === 'ready' ? loaded.data : null;
  const category = useMemo(() => data && shownCategory(data, language), [data, language]);
  return {
    category,
    loading: loaded?.status === 'loading',
    error: loaded?.status === 'failed' ? reporterErrorText(loaded.error, clientErrors, formatApiError) : null,
  };
}
