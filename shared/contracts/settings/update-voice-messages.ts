import { defineContract, ZEmptyResponse } from '../contract.js';
import { ZVoiceMessageSettings } from './schemas.js';

/**
 * Voice messages (issue #32): enable them within the package, choose the disguise policy
 * ('zawsze', 'sygnalista decyduje', 'nigdy') and the time limit of a recording.
 */
export const updateVoiceMessages = defineContract({
  name: 'update-voice-messages',
  area: 'settings',
  method: 'PUT',
  path: '/api/settings/voice-messages',
  auth: { kind: 'staff', permission: 'mainAdministrator' },
  summary: 'Enable voice messages, set the disguise policy and the time limit (main administrator).',
  body: ZVoiceMessageSettings,
  response: ZEmptyResponse,
});
