import { updateExternalChannelsNote } from '@shared/contracts/settings/update-external-channels-note.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { getSettingsQueryOptions } from './get-settings.js';

/** 'Zmień informację': stores the organisation's text on external reports and its translations. */
export const useUpdateExternalChannelsNote = () =>
  useContractMutation(updateExternalChannelsNote, { invalidates: [getSettingsQueryOptions().queryKey] });
