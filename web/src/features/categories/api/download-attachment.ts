import { downloadCategoryAttachment } from '@shared/contracts/index.js';
import { callApi } from '../../../lib/api-client.js';

/**
 * Downloads a category attachment: the server answers with a short-lived storage URL whose
 * answer says "attachment" with the file's name, so following it saves the file and the page stays.
 */
export async function downloadAttachment(categoryId: string, fileId: string): Promise<void> {
  const { url } = await callApi(downloadCategoryAttachment, { params: { id: categoryId, fileId } });
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener noreferrer';
  document.body.append(link);
  link.click();
  link.remove();
}
