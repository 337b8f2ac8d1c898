import { disableTotp as contract } from '@shared/contracts/auth/disable-totp.js';
import { useContractMutation } from '@/lib/contract-query.js';

/** Settings → the authenticator app (contract: disable-totp). */
export const useDisableTotp = () => useContractMutation(contract);
