import { recordPhoneReport } from '@shared/contracts/reports/record-phone-report.js';
import { useContractMutation } from '@/lib/contract-query.js';

/** Stores the phone report encrypted in this browser. */
export const useStoreRecording = () => useContractMutation(recordPhoneReport);
