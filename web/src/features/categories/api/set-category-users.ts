import { setCategoryUsers } from '@shared/contracts/categories/set-category-users.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { getCategoriesQueryOptions } from './list-categories.js';

/** Saves who is assigned to a category and who may answer; the table's Users column follows. */
export const useSetCategoryUsers = () =>
  useContractMutation(setCategoryUsers, { invalidates: [getCategoriesQueryOptions().queryKey] });
