import { updateExternalChannelsNote } from '@shared/contracts/index.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { getSettingsQueryOptions } from './get-settings.js';

/** 'Zmień informację': stores the organisation's text on external reports and its translations. */
export const useUpdateExternalChannelsNote = () =>
  useContractMutation(updateExternalChannelsNote, { invalidates: [getSettingsQueryOptions().queryKey] });
