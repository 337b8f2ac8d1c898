import { startStatementUpload } from '@shared/contracts/settings/start-statement-upload.js';
import { defineHandler } from '../lib/handler.js';
import { startSettingsUpload } from './settings-files.js';

export const handler = defineHandler(startStatementUpload, ({ body, caller }) =>
  startSettingsUpload(caller, 'statement', body.name, body.size),
);
