import { completeCategoryAttachmentUpload } from '@shared/contracts/categories/complete-category-attachment-upload.js';
import { startCategoryAttachmentUpload } from '@shared/contracts/categories/start-category-attachment-upload.js';
import type { ResponseOf } from '@shared/contracts/contract.js';
import { categoryPanelTexts } from '@shared/messages/categories.js';
import { callApi } from '@/lib/api-client.js';
import { useChange } from '@/lib/contract-query.js';
import { attachmentChangeInvalidates } from './list-category-attachments.js';

export type UploadedAttachment = ResponseOf<typeof completeCategoryAttachmentUpload>;

/** A failed PUT to the storage URL (no API error body there): the HTTP status, 0 when unreachable. */
export class UploadFailedError extends Error {
  override readonly name = 'UploadFailedError';
  constructor(readonly status: number) {
    super(status > 0 ? `${status} - ${categoryPanelTexts.uploadFailed}` : categoryPanelTexts.uploadFailed);
  }
}

/** Headers the browser sets itself; setting them from script is refused (and logged). */
const browserOwnedHeaders = new Set(['content-length', 'host', 'connection']);

/**
 * PUTs the bytes to the presigned URL with exactly the headers the server gave. XMLHttpRequest,
 * not fetch, because only it reports upload progress.
 */
export function putFile(
  url: string,
  headers: Record<string, string>,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException('Upload aborted', 'AbortError');
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) {
      if (!browserOwnedHeaders.has(name.toLowerCase())) request.setRequestHeader(name, value);
    }
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve();
      } else {
        reject(new UploadFailedError(request.status));
      }
    });
    request.addEventListener('error', () => reject(new UploadFailedError(0)));
    request.addEventListener('abort', () => reject(aborted()));
    // Settle at once: not every XMLHttpRequest (e.g. a test double) reports its own abort.
    signal?.addEventListener(
      'abort',
      () => {
        request.abort();
        reject(aborted());
      },
      { once: true },
    );
    request.send(file);
  });
}

/**
 * Uploads one category attachment in the three steps of the contract: the server hands out a
 * presigned PUT for exactly this size, the browser sends the bytes straight to storage, and the
 * server then checks size and leading bytes before it lists the file (400/415 otherwise).
 */
export async function uploadCategoryAttachment(
  categoryId: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedAttachment> {
  const contentType = file.type || 'application/octet-stream';
  const started = await callApi(startCategoryAttachmentUpload, {
    params: { id: categoryId },
    body: { name: file.name, size: file.size, contentType },
    ...(signal ? { signal } : {}),
  });
  await putFile(started.uploadUrl, started.headers, file, onProgress, signal);
  return callApi(completeCategoryAttachmentUpload, {
    params: { id: categoryId, fileId: started.fileId },
    ...(signal ? { signal } : {}),
  });
}

export interface UploadInput {
  file: File;
  onProgress: (fraction: number) => void;
  /** Stops the upload ('Przerwij przesyłanie', the dialog closed). */
  signal: AbortSignal;
}

/** Uploads a file to the category; the list and the table's count follow. */
export const useUploadCategoryAttachment = (categoryId: string) =>
  useChange(
    ({ file, onProgress, signal }: UploadInput) => uploadCategoryAttachment(categoryId, file, onProgress, signal),
    {
      invalidates: attachmentChangeInvalidates(categoryId),
    },
  );
