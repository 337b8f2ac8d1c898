import { startLogoUpload } from '@shared/contracts/settings/start-logo-upload.js';
import { LOGO_FILE_NAME } from '@shared/domain/settings.js';
import { defineHandler } from '../lib/handler.js';
import { startSettingsUpload } from './settings-files.js';

export const handler = defineHandler(startLogoUpload, ({ body, caller }) =>
  startSettingsUpload(caller, 'logo', LOGO_FILE_NAME, body.size),
);
