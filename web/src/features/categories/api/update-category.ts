import { getCategory } from '@shared/contracts/categories/get-category.js';
import { updateCategory } from '@shared/contracts/categories/update-category.js';
import { contractKey, useContractMutation } from '@/lib/contract-query.js';
import { getCategoriesQueryOptions } from './list-categories.js';

/** Saves a category's settings and form elements; the table and the stored copy follow. */
export const useUpdateCategory = () =>
  useContractMutation(updateCategory, {
    invalidates: [getCategoriesQueryOptions().queryKey, contractKey(getCategory)],
  });
