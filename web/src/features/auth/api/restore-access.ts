import { restoreAccess as contract } from '@shared/contracts/auth/restore-access.js';
import { useContractMutation } from '@/lib/contract-query.js';

/** The organisation key, opened with the recovery key and wrapped again for the user. */
export const useRestoreAccess = () => useContractMutation(contract);
