import { defineContract } from '../contract.js';
import { ZStartReportFileUpload, ZStartedReportFileUpload } from '../reports/schemas.js';
import { ZInboxMessageParams } from './schemas.js';

/**
 * An attachment of the reporter's message, step 1 (after the message was sent): a presigned PUT
 * of exactly `size` bytes for the file encrypted in the browser with the report key; 30 MB per
 * file and for the sum of the message's files. Refused on a closed report or an inactive licence.
 */
export const startInboxFileUpload = defineContract({
  name: 'start-inbox-file-upload',
  area: 'inbox',
  method: 'POST',
  path: '/api/inbox/messages/{messageId}/files',
  auth: { kind: 'reporter' },
  summary: "Start uploading an attachment of the reporter's message.",
  params: ZInboxMessageParams,
  body: ZStartReportFileUpload,
  response: ZStartedReportFileUpload,
});
