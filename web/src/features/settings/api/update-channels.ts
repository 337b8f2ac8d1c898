import { updateChannels } from '@shared/contracts/settings/update-channels.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { getSettingsQueryOptions } from './get-settings.js';

/** 'Zmień dodatkowe typy': saves the phone and e-mail types; the card (with a new PIN) follows. */
export const useUpdateChannels = () =>
  useContractMutation(updateChannels, { invalidates: [getSettingsQueryOptions().queryKey] });
