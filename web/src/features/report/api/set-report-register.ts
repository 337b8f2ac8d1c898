import { setReportRegister } from '@shared/contracts/reports/set-report-register.js';
import { contractMutationFn } from '@/lib/contract-query.js';

/** Replaces what staff wrote for the register (already encrypted) on the version shown. */
export const sendRegisterRecord = contractMutationFn(setReportRegister);
