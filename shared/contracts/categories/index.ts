import type { Contract } from '../contract.js';
import { completeCategoryAttachmentUpload } from './complete-category-attachment-upload.js';
import { createCategory } from './create-category.js';
import { createDefaultCategory } from './create-default-category.js';
import { deleteCategory } from './delete-category.js';
import { deleteCategoryAttachment } from './delete-category-attachment.js';
import { downloadCategoryAttachment } from './download-category-attachment.js';
import { getCategory } from './get-category.js';
import { listCategories } from './list-categories.js';
import { listCategoryAttachments } from './list-category-attachments.js';
import { listCategoryUsers } from './list-category-users.js';
import { renameCategoryAttachment } from './rename-category-attachment.js';
import { setCategoryUsers } from './set-category-users.js';
import { startCategoryAttachmentUpload } from './start-category-attachment-upload.js';
import { updateCategory } from './update-category.js';

export {
  completeCategoryAttachmentUpload,
  createCategory,
  createDefaultCategory,
  deleteCategory,
  deleteCategoryAttachment,
  downloadCategoryAttachment,
  getCategory,
  listCategories,
  listCategoryAttachments,
  listCategoryUsers,
  renameCategoryAttachment,
  setCategoryUsers,
  startCategoryAttachmentUpload,
  updateCategory,
};

/** Categories with their form elements, users and attachments. */
export const categoryContracts = [
  listCategories,
  getCategory,
  createCategory,
  updateCategory,
  deleteCategory,
  createDefaultCategory,
  listCategoryUsers,
  setCategoryUsers,
  listCategoryAttachments,
  startCategoryAttachmentUpload,
  completeCategoryAttachmentUpload,
  renameCategoryAttachment,
  deleteCategoryAttachment,
  downloadCategoryAttachment,
] as const satisfies readonly Contract[];
