import { updateVoiceMessages } from '@shared/contracts/settings/update-voice-messages.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { getSettingsQueryOptions } from './get-settings.js';

/** 'Zmień ustawienia wiadomości głosowych': enabled, the disguise policy, the time limit. */
export const useUpdateVoiceMessages = () =>
  useContractMutation(updateVoiceMessages, { invalidates: [getSettingsQueryOptions().queryKey] });
