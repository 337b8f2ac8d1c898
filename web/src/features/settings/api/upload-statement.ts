import { completeStatementUpload } from '@shared/contracts/settings/complete-statement-upload.js';
import { startStatementUpload } from '@shared/contracts/settings/start-statement-upload.js';
import type { ResponseOf } from '@shared/contracts/contract.js';
import { callApi } from '@/lib/api-client.js';
import { useChange } from '@/lib/contract-query.js';
import { uploadBlob } from '@/lib/upload-blob.js';
import { getSettingsQueryOptions } from './get-settings.js';

/** Save accessibility statement: presigned PUT, then the server's check that it is an HTML document. */
export async function uploadStatement(file: File): Promise<ResponseOf<typeof completeStatementUpload>> {
  const slot = await callApi(startStatementUpload, { body: { name: file.name, size: file.size } });
  await uploadBlob(slot.uploadUrl, slot.headers, file, () => undefined);
  return callApi(completeStatementUpload, { params: { fileId: slot.fileId } });
}

/** 'Wgraj deklarację' / 'Zmień deklarację': the card and the form's link follow. */
export const useUploadStatement = () =>
  useChange(uploadStatement, { invalidates: [getSettingsQueryOptions().queryKey] });
