import { updateCompanyData } from '@shared/contracts/index.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { getSettingsQueryOptions } from './get-settings.js';

/** 'Zmień dane firmy': saves the company data; the card shows what was stored. */
export const useUpdateCompanyData = () =>
  useContractMutation(updateCompanyData, { invalidates: [getSettingsQueryOptions().queryKey] });
