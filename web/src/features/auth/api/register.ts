import { register as contract } from '@shared/contracts/auth/register.js';
import { contractMutationFn } from '@/lib/contract-query.js';

/** Registration step 1: the server e-mails an activation link. */
export const register = contractMutationFn(contract);
