import { loginTotpSetup as contract } from '@shared/contracts/auth/login-totp-setup.js';
import { useContractMutation } from '@/lib/contract-query.js';

/** A setup the organisation requires at login: the first code; answers the backup codes and the session. */
export const useLoginTotpSetup = () => useContractMutation(contract);
