import type { Contract } from './contract.js';
import { activateAccount } from './auth/activate-account.js';
import { changePassword } from './auth/change-password.js';
import { getActivation } from './auth/get-activation.js';
import { getLoginParams } from './auth/get-login-params.js';
import { getSession } from './auth/get-session.js';
import { login } from './auth/login.js';
import { loginSms } from './auth/login-sms.js';
import { logout } from './auth/logout.js';
import { getPasswordReset, requestPasswordReset, resetPassword } from './auth/password-reset.js';
import { register } from './auth/register.js';
import { restoreAccess } from './auth/restore-access.js';
import {
  completeCategoryAttachmentUpload,
  deleteCategoryAttachment,
  downloadCategoryAttachment,
  listCategoryAttachments,
  renameCategoryAttachment,
  startCategoryAttachmentUpload,
} from './categories/category-attachments.js';
import { listCategoryUsers, setCategoryUsers } from './categories/category-users.js';
import { createDefaultCategory } from './categories/create-default-category.js';
import { deleteCategory } from './categories/delete-category.js';
import { getCategory } from './categories/get-category.js';
import { listCategories } from './categories/list-categories.js';
import { createCategory, updateCategory } from './categories/save-category.js';
import { getDashboard } from './dashboard/get-dashboard.js';
import { downloadPublicAttachment, getPublicCategory } from './form/get-public-category.js';
import { getPublicForm } from './form/get-public-form.js';
import { finaliseSubmission, startSubmission } from './form/submissions.js';
import {
  archiveReport,
  deleteReport,
  getReportContent,
  listRegister,
  listReports,
  listReportsWithNewMessages,
  reportContracts,
} from './reports/index.js';
import { health } from './system/health.js';

export * from './contract.js';
export {
  archiveReport,
  deleteReport,
  getReportContent,
  listRegister,
  listReports,
  listReportsWithNewMessages,
  reportContracts,
  completeCategoryAttachmentUpload,
  createCategory,
  createDefaultCategory,
  deleteCategory,
  deleteCategoryAttachment,
  downloadCategoryAttachment,
  downloadPublicAttachment,
  finaliseSubmission,
  getCategory,
  getPublicCategory,
  getPublicForm,
  listCategories,
  listCategoryAttachments,
  listCategoryUsers,
  renameCategoryAttachment,
  setCategoryUsers,
  startCategoryAttachmentUpload,
  startSubmission,
  updateCategory,
  activateAccount,
  changePassword,
  getActivation,
  getDashboard,
  getLoginParams,
  getPasswordReset,
  getSession,
  health,
  login,
  loginSms,
  logout,
  register,
  requestPasswordReset,
  resetPassword,
  restoreAccess,
};

/**
 * Every endpoint of the product, once. CDK builds one Lambda per entry, the local gateway
 * serves them, the web client calls them and the OpenAPI document is generated from them.
 */
export const contracts = [
  health,
  register,
  getActivation,
  activateAccount,
  getLoginParams,
  login,
  loginSms,
  logout,
  getSession,
  requestPasswordReset,
  getPasswordReset,
  resetPassword,
  changePassword,
  restoreAccess,
  getDashboard,
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
  getPublicForm,
  getPublicCategory,
  downloadPublicAttachment,
  startSubmission,
  finaliseSubmission,
  ...reportContracts,
] as const satisfies readonly Contract[];
