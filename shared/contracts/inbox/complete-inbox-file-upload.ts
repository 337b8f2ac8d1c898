import { ZContentEnvelope } from '../../crypto/envelopes.js';
import { defineContract } from '../contract.js';
import { ZCompleteReportFileUpload, ZMessageFile } from '../reports/schemas.js';
import { ZInboxMessageFileParams } from './schemas.js';

/** An attachment of the reporter's message, step 3: checked and listed with the message. */
export const completeInboxFileUpload = defineContract({
  name: 'complete-inbox-file-upload',
  area: 'inbox',
  method: 'POST',
  path: '/api/inbox/messages/{messageId}/files/{fileId}/complete',
  auth: { kind: 'reporter' },
  summary: "Finish uploading an attachment of the reporter's message; a repeat answers the same.",
  params: ZInboxMessageFileParams,
  // A voice message recorded in the inbox carries its marker, encrypted like the name (purpose `file-voice/{fileId}`).
  body: ZCompleteReportFileUpload.extend({ voice: ZContentEnvelope.optional() }),
  response: ZMessageFile,
});
