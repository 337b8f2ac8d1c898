import { updateCompanyData } from '@shared/contracts/settings/update-company-data.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { getSettingsQueryOptions } from './get-settings.js';

/** 'Zmień dane firmy': saves the company data; the card shows what was stored. */
export const useUpdateCompanyData = () =>
  useContractMutation(updateCompanyData, { invalidates: [getSettingsQueryOptions().queryKey] });
