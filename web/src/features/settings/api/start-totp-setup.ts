import { startTotpSetup as contract } from '@shared/contracts/auth/start-totp-setup.js';
import { useContractMutation } from '@/lib/contract-query.js';

/** Settings → the authenticator app (contract: start-totp-setup). */
export const useStartTotpSetup = () => useContractMutation(contract);
