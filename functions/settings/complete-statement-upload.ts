import { completeStatementUpload } from '@shared/contracts/settings/complete-statement-upload.js';
import { defineHandler } from '../lib/handler.js';
import { completeSettingsUpload } from './settings-files.js';

/** Accepts the uploaded statement only if it is an HTML document of the declared size. */
export const handler = defineHandler(completeStatementUpload, ({ params, caller, time }) =>
  completeSettingsUpload(caller, 'statement', params.fileId, time),
);
