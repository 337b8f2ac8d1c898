import { completeLogoUpload } from '@shared/contracts/settings/complete-logo-upload.js';
import { defineHandler } from '../lib/handler.js';
import { completeSettingsUpload } from './settings-files.js';

/** Accepts the uploaded logo only if it is a PNG of the declared size (checked on the stored bytes). */
export const handler = defineHandler(completeLogoUpload, ({ params, caller, time }) =>
  completeSettingsUpload(caller, 'logo', params.fileId, time),
);
