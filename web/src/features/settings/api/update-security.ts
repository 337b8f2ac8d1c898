import { updateSecurity } from '@shared/contracts/settings/update-security.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { getSettingsQueryOptions } from './get-settings.js';

/** 'Zmień ustawienia bezpieczeństwa': stores the two antivirus toggles. */
export const useUpdateSecurity = () =>
  useContractMutation(updateSecurity, { invalidates: [getSettingsQueryOptions().queryKey] });
