import { createCategory } from '@shared/contracts/categories/create-category.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { getCategoriesQueryOptions } from './list-categories.js';

/** Adds a category; the table follows. */
export const useCreateCategory = () =>
  useContractMutation(createCategory, { invalidates: [getCategoriesQueryOptions().queryKey] });
