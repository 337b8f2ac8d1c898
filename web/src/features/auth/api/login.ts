import { login as contract } from '@shared/contracts/auth/login.js';
import { useContractMutation } from '@/lib/contract-query.js';

/** Password step of the login: the secret derived in the browser, never the password. */
export const useLogin = () => useContractMutation(contract);
