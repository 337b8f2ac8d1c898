import { logout as contract } from '@shared/contracts/auth/logout.js';
import { useContractMutation } from '@/lib/contract-query.js';

/** Ends the session on the server. */
export const useEndServerSession = () => useContractMutation(contract);
