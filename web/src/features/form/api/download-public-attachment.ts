import { downloadPublicAttachment as contract } from '@shared/contracts/form/download-public-attachment.js';
import { callApi } from '@/lib/api-client.js';
import { followLink } from '@/lib/download.js';

/** Opens a category file's short-lived download address in a new tab, so the form and what was typed stay. */
export async function downloadPublicAttachment(alias: string, categoryId: string, fileId: string): Promise<void> {
  const { url } = await callApi(contract, { params: { alias, id: categoryId, fileId } });
  followLink(url, { newTab: true });
}
