import type { ResponseOf } from '@shared/contracts/contract.js';
import { getPublicCategoryRoute } from '@shared/contracts/form/public-routes.js';
import type { getPublicCategory as contract } from '@shared/contracts/form/get-public-category.js';
import { callRoute } from '@/lib/api-request.js';

export type PublicCategory = ResponseOf<typeof contract>;

/** A category of the form with its fields and downloadable files (its answer as get-public-form.ts says). */
export const getPublicCategory = (alias: string, categoryId: string, signal?: AbortSignal): Promise<PublicCategory> =>
  callRoute<typeof contract>(getPublicCategoryRoute, {
    params: { alias, id: categoryId },
    ...(signal ? { signal } : {}),
  });
