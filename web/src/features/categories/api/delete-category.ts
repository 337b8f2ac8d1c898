import { deleteCategory } from '@shared/contracts/categories/delete-category.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { getCategoriesQueryOptions } from './list-categories.js';

/** Deletes a category (refused for the only one left); the table follows. */
export const useDeleteCategory = () =>
  useContractMutation(deleteCategory, { invalidates: [getCategoriesQueryOptions().queryKey] });
