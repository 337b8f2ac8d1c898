import { createDefaultCategory } from '@shared/contracts/categories/create-default-category.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { getCategoriesQueryOptions } from './list-categories.js';

/** Adds 'Zgłoszenia wewnętrzne' or 'Zgłoszenia zewnętrzne' with their fixed elements; the table follows. */
export const useCreateDefaultCategory = () =>
  useContractMutation(createDefaultCategory, { invalidates: [getCategoriesQueryOptions().queryKey] });
