import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '@shared/contracts/contract.js';
import { listRegister } from '@shared/contracts/reports/list-register.js';
import { pagedQueryOptions } from '@/lib/paged-query.js';
import type { QueryConfig } from '@/lib/react-query.js';

/** 'Rejestr zgłoszeń': one page of every visible report, optionally of one category, with the filter's categories. */
export const getRegisterQueryOptions = (query: QueryOf<typeof listRegister>) => pagedQueryOptions(listRegister, query);

interface UseRegisterOptions {
  query: QueryOf<typeof listRegister>;
  queryConfig?: QueryConfig<typeof getRegisterQueryOptions>;
}

export const useRegister = ({ query, queryConfig }: UseRegisterOptions) =>
  useQuery({ ...getRegisterQueryOptions(query), placeholderData: keepPreviousData, ...queryConfig });
