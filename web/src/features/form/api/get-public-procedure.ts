import { getPublicProcedure as contract } from '@shared/contracts/form/get-public-procedure.js';
import type { ResponseOf } from '@shared/contracts/contract.js';
import { callApi } from '@/lib/api-client.js';

/** The organisation's internal reporting procedure in force, as it was consulted and made known. */
export const getPublicProcedure = (alias: string): Promise<ResponseOf<typeof contract>> =>
  callApi(contract, { params: { alias } });
