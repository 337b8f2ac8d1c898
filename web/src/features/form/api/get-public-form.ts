import type { ResponseOf } from '@shared/contracts/contract.js';
import { getPublicFormRoute } from '@shared/contracts/form/public-routes.js';
import type { getPublicForm as contract } from '@shared/contracts/form/get-public-form.js';
import { callRoute } from '@/lib/api-request.js';

/*
 * The public form's calls are plain fetchers, not TanStack Query (which every other screen uses),
 * and its first two do not parse their answers in the browser (lib/api-request.ts `callRoute`):
 * the library and zod would add ~20 KB gz to the form's first load (docs/figures.md "Budgets"; measured
 * with `npm run bench`).
 */

export type PublicForm = ResponseOf<typeof contract>;

/** The organisation's form: name, logo, categories, channels (409: licence expired, form blocked). */
export const getPublicForm = (alias: string, signal?: AbortSignal): Promise<PublicForm> =>
  callRoute<typeof contract>(getPublicFormRoute, { params: { alias }, ...(signal ? { signal } : {}) });
