import { useQuery } from '@tanstack/react-query';
import { listCategoryUsers } from '@shared/contracts/categories/list-category-users.js';
import type { ResponseOf } from '@shared/contracts/contract.js';
import { contractQueryOptions } from '@/lib/contract-query.js';

export type CategoryUserRow = ResponseOf<typeof listCategoryUsers>['users'][number];

/**
 * Every staff user with whether they are assigned to the category and may answer. Asked afresh
 * at every opening of the dialog, which edits a copy of it.
 */
export const getCategoryUsersQueryOptions = (categoryId: string) => ({
  ...contractQueryOptions(listCategoryUsers, { params: { id: categoryId } }),
  gcTime: 0,
});

export const useCategoryUsers = (categoryId: string) => useQuery(getCategoryUsersQueryOptions(categoryId));
