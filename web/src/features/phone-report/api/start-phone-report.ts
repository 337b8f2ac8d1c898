import { startPhoneReport } from '@shared/contracts/reports/start-phone-report.js';
import { useContractMutation } from '@/lib/contract-query.js';

/** A slot to record a phone report, with the phone category's form and the organisation key. */
export const useStartRecording = () => useContractMutation(startPhoneReport);
