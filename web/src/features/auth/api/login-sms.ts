import { loginSms as contract } from '@shared/contracts/auth/login-sms.js';
import { useContractMutation } from '@/lib/contract-query.js';

/** SMS step of the login: the 6-digit code of the challenge. */
export const useLoginSms = () => useContractMutation(contract);
