import type { ResponseOf } from '@shared/contracts/contract.js';
import { getPublicForm as contract } from '@shared/contracts/form/get-public-form.js';
import { callApi } from '../../../lib/api-client.js';

/*
 * The public form's calls are plain fetchers on the typed client, not TanStack Query (which
 * every other screen uses): the library would add ~11 KB gz to the form's first load for two
 * GETs (DESIGN §10 budget; measured with `npm run bench`).
 */

export type PublicForm = ResponseOf<typeof contract>;

/** The organisation's form: name, logo, categories, channels (409: licence expired, form blocked). */
export const getPublicForm = (alias: string, signal?: AbortSignal): Promise<PublicForm> =>
  callApi(contract, { params: { alias }, ...(signal ? { signal } : {}) });
