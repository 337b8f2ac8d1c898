import * as z from 'zod/mini';
import type * as zc from 'zod/v4/core';
// Wherever a contract parses, zod speaks plain Polish.
import '../validation.js';

/**
 * A schema of a contract: built with zod (the contracts' default) or with zod's mini build (the
 * public form's first load, DESIGN §10). Both are zod's core schemas and parse the same way; read
 * them with `parseWith` / `safeParseWith`, which take either.
 */
export type Schema = zc.$ZodType;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Staff rights that an endpoint may demand on top of a staff session (spec doc 1 §6, doc 2 §6). */
export type StaffPermission =
  | 'administrator'
  | 'mainAdministrator'
  | 'canArchivize'
  | 'canReports'
  | 'canExternalSend'
  | 'notAuditor'
  | 'systemLog'
  | 'statistics';

/**
 * Who may call an endpoint. There is no default: a contract that names no auth kind does not
 * compile, and the handler kit refuses any caller that does not match (deny by default).
 */
export type Auth =
  | { kind: 'public' }
  | { kind: 'reporter' }
  | {
      kind: 'staff';
      permission?: StaffPermission;
      /**
       * Staff endpoints refuse an organisation whose licence has ended (403, "Konto zablokowane!");
       * only what a blocked organisation still needs opts out: its session, logout, the user's own
       * password and keys, Settings read and Rozliczenia (spec doc 1 §2, doc 3 §6).
       */
      inactiveLicence?: 'allowed';
    };

export interface Contract<
  Params extends Schema = Schema,
  Query extends Schema = Schema,
  Body extends Schema = Schema,
  Response extends Schema = Schema,
  A extends Auth = Auth,
> {
  /** Verb-noun, kebab-case, unique: names the handler file, the Lambda and the OpenAPI operation. */
  name: string;
  /** Folder under functions/ that holds the handler `functions/{area}/{name}.ts`. */
  area: string;
  method: HttpMethod;
  /** Path under the site origin, with `{param}` placeholders, e.g. `/api/reports/{id}`. */
  path: `/api/${string}`;
  auth: A;
  summary: string;
  params: Params;
  query: Query;
  body: Body;
  response: Response;
  /** Largest accepted request body in bytes (default 64 KiB). */
  maxBodyBytes?: number;
}

// zod's mini build: these sit in every contract, the public form's first load included.
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

/** Fills `{param}` placeholders; values are URI-encoded. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * A matcher of concrete paths for one contract path template: the raw params, or null. Built once
 * per template (the local gateway keeps one per route instead of compiling every template on
 * every request).
 */
export function pathMatcher(template: string): (actual: string) => Record<string, string> | null {
  const names: string[] = [];
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const expression = new RegExp(`^${pattern}$`);
  return (actual) => {
    const match = expression.exec(actual);
    if (!match) return null;
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      params[name] = decodeURIComponent(match[i + 1] ?? '');
    });
    return params;
  };
}

export const isStateChanging = (method: HttpMethod): boolean => method !== 'GET';
