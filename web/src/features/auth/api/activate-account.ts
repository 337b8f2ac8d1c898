import { activateAccount as contract } from '@shared/contracts/auth/activate-account.js';
import { useContractMutation } from '@/lib/contract-query.js';

/** Registration step 2: the company's details and the keys made in the browser. */
export const useActivateAccount = () => useContractMutation(contract);
