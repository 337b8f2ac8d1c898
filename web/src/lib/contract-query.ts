import {
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import type { Contract, ParamsOf, QueryOf, ResponseOf } from '@shared/contracts/contract.js';
import { callApi, type CallArgs, type CallOptions } from './api-client.js';

/**
 * Queries and mutations built from a contract: the typed client makes the call, so the cache
 * holds only answers the contract's response schema accepted. Each call's module in
 * `features/<area>/api/` is a few lines on top of these.
 */

/** What a call sends, without the abort signal (TanStack Query gives that one). */
export type Input<C extends Contract> = Omit<CallOptions<C>, 'signal'>;
type InputArgs<C extends Contract> = Record<never, never> extends Input<C> ? [input?: Input<C>] : [input: Input<C>];

/**
 * The cache key of a contract's answers: its name, then the params and query it was asked
 * with. Invalidating `[contract.name]` refreshes every variant of that call.
 */
export function contractKey<C extends Contract>(
  contract: C,
  input: { params?: ParamsOf<C>; query?: QueryOf<C> } = {},
): readonly unknown[] {
  const { params, query } = input;
  return params === undefined && query === undefined ? [contract.name] : [contract.name, { params, query }];
}

/** Query options for a GET contract (key + fetcher), ready for `useQuery`, `prefetchQuery`… */
export function contractQueryOptions<C extends Contract>(contract: C, ...[input]: InputArgs<C>) {
  return queryOptions<ResponseOf<C>>({
    queryKey: contractKey(contract, (input ?? {}) as { params?: ParamsOf<C>; query?: QueryOf<C> }),
    queryFn: ({ signal }) => callApi(contract, ...([{ ...input, signal }] as CallArgs<C>)),
  });
}

/** The `mutationFn` of a state-changing contract: its variables are what the call sends. */
export function contractMutationFn<C extends Contract>(contract: C) {
  return (input: Input<C>): Promise<ResponseOf<C>> => callApi(contract, ...([input] as CallArgs<C>));
}

/** What a caller may add to a mutation (bulletproof-react's `MutationConfig`). */
export type MutationConfig<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>;

export interface ChangeOptions<TData, TVariables> extends MutationConfig<TData, TVariables> {
  /**
   * The queries the change makes out of date. They are refreshed when it settles — after a
   * refusal too, since a refusal (409) often means someone changed the data meanwhile — and
   * `mutateAsync` resolves only once the screens show the refreshed data.
   */
  invalidates?: readonly QueryKey[];
}

/** A change (any `mutationFn`) that refreshes the queries it makes out of date. */
export function useChange<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  { invalidates = [], onSettled, ...config }: ChangeOptions<TData, TVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVariables>({
    ...config,
    mutationFn,
    onSettled: async (...args) => {
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await onSettled?.(...args);
    },
  });
}

/** A change made by one contract's call. */
export const useContractMutation = <C extends Contract>(
  contract: C,
  options?: ChangeOptions<ResponseOf<C>, Input<C>>,
) => useChange(contractMutationFn(contract), options);
