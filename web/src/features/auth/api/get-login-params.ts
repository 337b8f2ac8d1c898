import { getLoginParams as contract } from '@shared/contracts/auth/get-login-params.js';
import { useContractMutation } from '@/lib/contract-query.js';

/** The account's Argon2id parameters for an e-mail (unknown addresses get plausible ones). */
export const useLoginParams = () => useContractMutation(contract);
