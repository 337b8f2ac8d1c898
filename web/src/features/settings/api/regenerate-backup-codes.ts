import { regenerateBackupCodes as contract } from '@shared/contracts/auth/regenerate-backup-codes.js';
import { useContractMutation } from '@/lib/contract-query.js';

/** Settings → the authenticator app (contract: regenerate-backup-codes). */
export const useRegenerateBackupCodes = () => useContractMutation(contract);
