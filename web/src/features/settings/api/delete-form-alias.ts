import { deleteFormAlias } from '@shared/contracts/settings/delete-form-alias.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { getSettingsQueryOptions } from './get-settings.js';

/** 'Usuń alias': the form returns to its generated address; the card follows. */
export const useDeleteFormAlias = () =>
  useContractMutation(deleteFormAlias, { invalidates: [getSettingsQueryOptions().queryKey] });
