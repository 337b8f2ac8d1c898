import type { Contract } from '../contract.js';
import { checkReceipt } from './check-receipt.js';
import { downloadPublicAttachment } from './download-public-attachment.js';
import { downloadPublicStatement } from './download-public-statement.js';
import { finaliseSubmission } from './finalise-submission.js';
import { getPublicCategory } from './get-public-category.js';
import { getPublicForm } from './get-public-form.js';
import { getPublicProcedure } from './get-public-procedure.js';
import { getReceiptKeys } from './get-receipt-keys.js';
import { startSubmission } from './start-submission.js';

export {
  checkReceipt,
  downloadPublicAttachment,
  downloadPublicStatement,
  finaliseSubmission,
  getPublicCategory,
  getPublicForm,
  getPublicProcedure,
  getReceiptKeys,
  startSubmission,
};

/** The public report form and the sending of a report. */
export const formContracts = [
  getPublicForm,
  getPublicCategory,
  downloadPublicAttachment,
  downloadPublicStatement,
  getPublicProcedure,
  startSubmission,
  finaliseSubmission,
  getReceiptKeys,
  checkReceipt,
] as const satisfies readonly Contract[];
