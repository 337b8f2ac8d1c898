import { defineContract } from '../contract.js';
import { ZForward, ZForwardParams } from './schemas.js';

/**
 * Forwarding, step 3: the server checks the uploaded bundle (its size, a zip), keeps it under its
 * final key, makes the share and e-mails the authority the link to `/external` (with copy to DW).
 * A second call answers 409.
 */
export const sendForward = defineContract({
  name: 'send-forward',
  area: 'forwards',
  method: 'POST',
  path: '/api/reports/{reportId}/forwards/{forwardId}/send',
  auth: { kind: 'staff', permission: 'canExternalSend' },
  summary: 'Send a forward whose bundle was uploaded: the authority gets an e-mail with the download link.',
  params: ZForwardParams,
  response: ZForward,
});
