import { useQuery } from '@tanstack/react-query';
import { listCategoryAttachments } from '@shared/contracts/categories/list-category-attachments.js';
import type { ResponseOf } from '@shared/contracts/contract.js';
import { contractQueryOptions } from '@/lib/contract-query.js';
import { getCategoriesQueryOptions } from './list-categories.js';

export type CategoryAttachment = ResponseOf<typeof listCategoryAttachments>['attachments'][number];

/** The files a category offers reporters to download. */
export const getCategoryAttachmentsQueryOptions = (categoryId: string) =>
  contractQueryOptions(listCategoryAttachments, { params: { id: categoryId } });

export const useCategoryAttachments = (categoryId: string) => useQuery(getCategoryAttachmentsQueryOptions(categoryId));

/** After a file is added, renamed or deleted: this list and the table's count. */
export const attachmentChangeInvalidates = (categoryId: string) => [
  getCategoryAttachmentsQueryOptions(categoryId).queryKey,
  getCategoriesQueryOptions().queryKey,
];
