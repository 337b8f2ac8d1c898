import { downloadPublicStatement as contract } from '@shared/contracts/form/download-public-statement.js';
import { callApi } from '@/lib/api-client.js';
import { followLink } from '@/lib/download.js';

/**
 * The organisation's accessibility statement: a short-lived address that answers as a download
 * (the HTML is the organisation's: it is saved, never rendered by the site). Following it keeps
 * the form and what was typed.
 */
export async function downloadPublicStatement(alias: string): Promise<void> {
  const { url } = await callApi(contract, { params: { alias } });
  followLink(url);
}
