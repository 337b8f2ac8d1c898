import type { ResponseOf } from '@shared/contracts/contract.js';
import { getPublicCategory as contract } from '@shared/contracts/form/get-public-category.js';
import { callApi } from '../../../lib/api-client.js';

export type PublicCategory = ResponseOf<typeof contract>;

/** A category of the form with its fields and downloadable files. */
export const getPublicCategory = (alias: string, categoryId: string, signal?: AbortSignal): Promise<PublicCategory> =>
  callApi(contract, { params: { alias, id: categoryId }, ...(signal ? { signal } : {}) });
