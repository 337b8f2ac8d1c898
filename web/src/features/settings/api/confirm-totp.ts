import { confirmTotp as contract } from '@shared/contracts/auth/confirm-totp.js';
import { useContractMutation } from '@/lib/contract-query.js';

/** Settings → the authenticator app (contract: confirm-totp). */
export const useConfirmTotp = () => useContractMutation(contract);
