import { downloadReportFile } from '@shared/contracts/index.js';
import { contractMutationFn } from '../../../lib/contract-query.js';

/** A short-lived URL of a report file's ciphertext (any file of a report the caller sees). */
export const reportFileUrl = contractMutationFn(downloadReportFile);
