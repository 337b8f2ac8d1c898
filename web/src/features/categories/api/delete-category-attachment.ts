import { deleteCategoryAttachment } from '@shared/contracts/categories/delete-category-attachment.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { attachmentChangeInvalidates } from './list-category-attachments.js';

/** Deletes an attachment; the list and the table's count follow. */
export const useDeleteCategoryAttachment = (categoryId: string) =>
  useContractMutation(deleteCategoryAttachment, { invalidates: attachmentChangeInvalidates(categoryId) });
