import { login as contract } from '@shared/contracts/auth/login.js';
import { contractMutationFn } from '@/lib/contract-query.js';

/** Password step of the login: the secret derived in the browser, never the password. */
export const login = contractMutationFn(contract);
