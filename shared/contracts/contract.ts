import * as z from 'zod/mini';
import type * as zc from 'zod/v4/core';
// Wherever a contract parses, zod speaks plain Polish.
import '../validation.js';
import type { Auth, Route } from './route.js';

export {
  buildPath,
  isStateChanging,
  pathMatcher,
  type Auth,
  type HttpMethod,
  type Route,
  type StaffPermission,
} from './route.js';

/**
 * A schema of a contract: built with zod (the contracts' default) or with zod's mini build (the
 * reporter's pages). Both are zod's core schemas and parse the same way; read
 * them with `parseWith` / `safeParseWith`, which take either.
 */
export type Schema = zc.$ZodType;

export interface Contract<
  Params extends Schema = Schema,
  Query extends Schema = Schema,
  Body extends Schema = Schema,
  Response extends Schema = Schema,
  A extends Auth = Auth,
> extends Route<A> {
  params: Params;
  query: Query;
  body: Body;
  response: Response;
  /** Largest accepted request body in bytes (default 64 KiB). */
  maxBodyBytes?: number;
}

// zod's mini build: these sit in every contract, the reporter's pages' included.
export const ZNoParams = z.strictObject({});
export const ZNoQuery = z.object({});
export const ZNoBody = z.undefined();
export const ZEmptyResponse = z.object({ ok: z.literal(true) });

/** Parses with any contract schema (zod or zod mini); throws zod's error when the value does not fit. */
export const parseWith = <S extends Schema>(schema: S, value: unknown): zc.output<S> => z.parse(schema, value);
/** The same without throwing: `{ success, data }` or `{ success: false, error }` (zod's issues). */
export const safeParseWith = <S extends Schema>(schema: S, value: unknown) => z.safeParse(schema, value);

type Defaults = { params: typeof ZNoParams; query: typeof ZNoQuery; body: typeof ZNoBody };

/** Declares an endpoint once; omitted params/query/body mean "none accepted". */
export function defineContract<
  Response extends Schema,
  const A extends Auth,
  Params extends Schema = Defaults['params'],
  Query extends Schema = Defaults['query'],
  Body extends Schema = Defaults['body'],
>(
  contract: Omit<Contract<Params, Query, Body, Response, A>, 'params' | 'query' | 'body'> & {
    params?: Params;
    query?: Query;
    body?: Body;
  },
): Contract<Params, Query, Body, Response, A> {
  return {
    ...contract,
    params: (contract.params ?? ZNoParams) as Params,
    query: (contract.query ?? ZNoQuery) as Query,
    body: (contract.body ?? ZNoBody) as Body,
  };
}

export type ParamsOf<C extends Contract> = zc.output<C['params']>;
export type QueryOf<C extends Contract> = zc.output<C['query']>;
export type BodyOf<C extends Contract> = zc.output<C['body']>;
export type ResponseOf<C extends Contract> = zc.output<C['response']>;
