import { setFormAlias } from '@shared/contracts/settings/set-form-alias.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { getSettingsQueryOptions } from './get-settings.js';

/** 'Zapisz alias': the form moves to the new address at once; the card follows. */
export const useSetFormAlias = () =>
  useContractMutation(setFormAlias, { invalidates: [getSettingsQueryOptions().queryKey] });
