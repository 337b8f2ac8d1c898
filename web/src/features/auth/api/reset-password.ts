import { resetPassword as contract } from '@shared/contracts/auth/reset-password.js';
import { useContractMutation } from '@/lib/contract-query.js';

/** Reset step 2: new credentials made in the browser; every session of the account ends. */
export const useResetPassword = () => useContractMutation(contract);
