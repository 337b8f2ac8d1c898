import { deleteStatement } from '@shared/contracts/settings/delete-statement.js';
import { defineHandler } from '../lib/handler.js';
import { removeSettingsFile } from './settings-files.js';

export const handler = defineHandler(deleteStatement, ({ caller }) => removeSettingsFile(caller, 'statement'));
