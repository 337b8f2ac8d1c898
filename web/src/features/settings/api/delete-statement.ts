import { deleteStatement } from '@shared/contracts/settings/delete-statement.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { getSettingsQueryOptions } from './get-settings.js';

/** 'Usuń deklarację': the form stops linking to it. */
export const useDeleteStatement = () =>
  useContractMutation(deleteStatement, { invalidates: [getSettingsQueryOptions().queryKey] });
