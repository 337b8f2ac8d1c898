import { updateRules } from '@shared/contracts/settings/update-rules.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { getSettingsQueryOptions } from './get-settings.js';

/** 'Zmień reguły': the automatic acknowledgement on or off, with its text. */
export const useUpdateRules = () =>
  useContractMutation(updateRules, { invalidates: [getSettingsQueryOptions().queryKey] });
