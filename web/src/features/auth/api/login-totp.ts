import { loginTotp as contract } from '@shared/contracts/auth/login-totp.js';
import { useContractMutation } from '@/lib/contract-query.js';

/** The authenticator step of the login: a code from the app, or a backup code. */
export const useLoginTotp = () => useContractMutation(contract);
