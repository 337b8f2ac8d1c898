import { requestPasswordReset as contract } from '@shared/contracts/auth/request-password-reset.js';
import { useContractMutation } from '@/lib/contract-query.js';

/** Reset step 1: the server e-mails a link (and answers the same for an unknown address). */
export const useRequestPasswordReset = () => useContractMutation(contract);
