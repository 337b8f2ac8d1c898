import { safeParseWith, type Contract, type ResponseOf } from '@shared/contracts/contract.js';
import { clientErrorMessages } from '@shared/messages/client-errors.js';
import { ApiError } from './api-errors.js';
import { sendRequest, type CallArgs } from './api-request.js';

export type { CallArgs, CallOptions } from './api-request.js';

/**
 * The typed API client: every call names a contract from `shared/contracts`, which gives the
 * method, the path, what may be sent and the schema the answer must match (no casts).
 */

/**
 * Calls one endpoint. Resolves with the answer parsed by the contract's response schema;
 * rejects with `ApiError` (non-2xx answer, unreachable server, or an answer that does not
 * match the schema); what happens on the way (tokens, 401) is `sendRequest`'s (api-request.ts).
 */
export async function callApi<C extends Contract>(contract: C, ...[options]: CallArgs<C>): Promise<ResponseOf<C>> {
  const { status, data } = await sendRequest(contract, options);
  const parsed = safeParseWith(contract.response, data);
  if (!parsed.success) {
    throw new ApiError({
      status,
      code: 'INVALID_RESPONSE',
      message: clientErrorMessages.INVALID_RESPONSE,
      cause: parsed.error,
    });
  }
  return parsed.data as ResponseOf<C>;
}
