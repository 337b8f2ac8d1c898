import { deleteLogo } from '@shared/contracts/settings/delete-logo.js';
import { defineHandler } from '../lib/handler.js';
import { removeSettingsFile } from './settings-files.js';

export const handler = defineHandler(deleteLogo, ({ caller }) => removeSettingsFile(caller, 'logo'));
