import { useQuery } from '@tanstack/react-query';
import { listPasskeys } from '@shared/contracts/auth/list-passkeys.js';
import { passkeyRegistrationOptions } from '@shared/contracts/auth/passkey-registration-options.js';
import { registerPasskey } from '@shared/contracts/auth/register-passkey.js';
import { removePasskey } from '@shared/contracts/auth/remove-passkey.js';
import { renamePasskey } from '@shared/contracts/auth/rename-passkey.js';
import { contractQueryOptions, useContractMutation } from '@/lib/contract-query.js';

/** Settings → 'Klucze dostępu': the caller's passkeys. */
export const usePasskeys = () => useQuery(contractQueryOptions(listPasskeys));
export const usePasskeyRegistrationOptions = () => useContractMutation(passkeyRegistrationOptions);
export const useRegisterPasskey = () => useContractMutation(registerPasskey);
export const useRenamePasskey = () => useContractMutation(renamePasskey);
export const useRemovePasskey = () => useContractMutation(removePasskey);
