import { completeLogoUpload } from '@shared/contracts/settings/complete-logo-upload.js';
import { startLogoUpload } from '@shared/contracts/settings/start-logo-upload.js';
import type { ResponseOf } from '@shared/contracts/contract.js';
import { callApi } from '@/lib/api-client.js';
import { useChange } from '@/lib/contract-query.js';
import { uploadBlob } from '@/lib/upload-blob.js';
import { getSettingsQueryOptions } from './get-settings.js';

export type StoredFile = ResponseOf<typeof completeLogoUpload>;

/**
 * Save logo in the contract's steps: a presigned PUT for exactly this size, the bytes straight
 * to storage, then the server's check of size and PNG signature before it uses the logo.
 */
export async function uploadLogo(file: File): Promise<StoredFile> {
  const slot = await callApi(startLogoUpload, { body: { size: file.size } });
  await uploadBlob(slot.uploadUrl, slot.headers, file, () => undefined);
  return callApi(completeLogoUpload, { params: { fileId: slot.fileId } });
}

/** 'Wgraj logo' / 'Zmień logo': the card (and the form) show the new logo. */
export const useUploadLogo = () => useChange(uploadLogo, { invalidates: [getSettingsQueryOptions().queryKey] });
