import { downloadStatement as contract } from '@shared/contracts/settings/download-statement.js';
import { callApi } from '@/lib/api-client.js';
import { followLink } from '@/lib/download.js';

/** 'Pobierz': the statement's short-lived address, which answers as a download (never a page). */
export async function downloadStatement(): Promise<void> {
  const { url } = await callApi(contract);
  followLink(url);
}
