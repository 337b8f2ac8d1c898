import { deleteLogo } from '@shared/contracts/settings/delete-logo.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { getSettingsQueryOptions } from './get-settings.js';

/** 'Usuń logo': the card shows the default logo again. */
export const useDeleteLogo = () =>
  useContractMutation(deleteLogo, { invalidates: [getSettingsQueryOptions().queryKey] });
