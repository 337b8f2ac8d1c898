import { downloadPublicStatement } from '@shared/contracts/form/download-public-statement.js';
import { statementTexts } from '@shared/messages/settings.js';
import { defineHandler } from '../lib/handler.js';
import { settingsFileUrl } from '../settings/settings-files.js';
import { requireOpenForm } from './public-tenant.js';

/** The statement the form links to: always a download, never a page of ours (issue 14). */
export const handler = defineHandler(downloadPublicStatement, async ({ params }) => {
  const tenant = await requireOpenForm(params.alias);
  return { url: await settingsFileUrl(tenant, 'statement', statementTexts.notFound) };
});
