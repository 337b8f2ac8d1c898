import { renameCategoryAttachment } from '@shared/contracts/categories/rename-category-attachment.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { attachmentChangeInvalidates } from './list-category-attachments.js';

/** Renames an attachment (the server keeps its extension); the list follows. */
export const useRenameCategoryAttachment = (categoryId: string) =>
  useContractMutation(renameCategoryAttachment, { invalidates: attachmentChangeInvalidates(categoryId) });
