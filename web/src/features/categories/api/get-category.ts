import { useQuery } from '@tanstack/react-query';
import { getCategory } from '@shared/contracts/categories/get-category.js';
import { contractQueryOptions } from '@/lib/contract-query.js';

/**
 * One category with its form elements, to edit it. Asked afresh at every opening of the dialog
 * (not kept once the dialog is closed): the form starts from what is stored now.
 */
export const getCategoryQueryOptions = (categoryId: string) => ({
  ...contractQueryOptions(getCategory, { params: { id: categoryId } }),
  gcTime: 0,
});

export const useCategory = (categoryId: string) => useQuery(getCategoryQueryOptions(categoryId));
