import { downloadCategoryAttachment as downloadContract } from '@shared/contracts/categories/download-category-attachment.js';
import { callApi } from '@/lib/api-client.js';
import { followLink } from '@/lib/download.js';

/**
 * Downloads a category attachment: the server answers with a short-lived storage URL whose
 * answer says "attachment" with the file's name, so following it saves the file and the page
 * stays. Not cached: the address is good for a moment only.
 */
export async function downloadCategoryAttachment(categoryId: string, fileId: string): Promise<void> {
  const { url } = await callApi(downloadContract, { params: { id: categoryId, fileId } });
  followLink(url);
}
