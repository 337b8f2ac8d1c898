import { changePassword as contract } from '@shared/contracts/auth/change-password.js';
import { useContractMutation } from '@/lib/contract-query.js';

/** The same private key wrapped under the new password; the server then ends every session. */
export const useChangePassword = () => useContractMutation(contract);
