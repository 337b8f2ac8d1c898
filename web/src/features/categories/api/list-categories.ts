import { useQuery } from '@tanstack/react-query';
import { listCategories } from '@shared/contracts/categories/list-categories.js';
import { contractQueryOptions } from '@/lib/contract-query.js';
import type { QueryConfig } from '@/lib/react-query.js';

/** The categories panel's table, and whether this user may change it (the answer's `isMainAdmin`). */
export const getCategoriesQueryOptions = () => contractQueryOptions(listCategories);

export const useCategories = ({ queryConfig }: { queryConfig?: QueryConfig<typeof getCategoriesQueryOptions> } = {}) =>
  useQuery({ ...getCategoriesQueryOptions(), ...queryConfig });
