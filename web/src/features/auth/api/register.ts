import { register as contract } from '@shared/contracts/auth/register.js';
import { useContractMutation } from '@/lib/contract-query.js';

/** Registration step 1: the server e-mails an activation link. */
export const useRegister = () => useContractMutation(contract);
