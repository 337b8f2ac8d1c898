import { clientErrorMessages } from '@shared/messages/client-errors.js';
import { ApiError } from './api-errors.js';
import { sentTexts } from '@shared/messages/form-sent.js';

/** Headers the browser sets itself (from the body) and refuses to take from a script. */
const SET_BY_BROWSER = new Set(['content-length', 'host', 'connection']);

/**
 * PUTs an encrypted file to its presigned URL with exactly the headers the slot gave (except
 * Content-Length, which the browser derives from the Blob: the same number). XMLHttpRequest,
 * not fetch, because only it reports upload progress.
 */
export function uploadBlob(
  url: string,
  headers: Record<string, string>,
  blob: Blob,
  onProgress: (loadedBytes: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) {
      if (!SET_BY_BROWSER.has(name.toLowerCase())) request.setRequestHeader(name, value);
    }
    request.upload.addEventListener('progress', (event) => onProgress(Math.min(event.loaded, blob.size)));
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(blob.size);
        resolve();
      } else {
        reject(
          new ApiError({
            status: request.status,
            code: request.status >= 500 ? 'UNAVAILABLE' : 'BAD_REQUEST',
            message: sentTexts.uploadFailed,
          }),
        );
      }
    });
    const failed = () =>
      reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: clientErrorMessages.NETWORK_ERROR }));
    request.addEventListener('error', failed);
    request.addEventListener('abort', failed);
    request.addEventListener('timeout', failed);
    request.send(blob);
  });
}
