import * as z from 'zod';
// Wherever a contract parses, zod speaks plain Polish.
import '../validation.js';

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
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
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

export const ZNoParams = z.object({}).strict();
export const ZNoQuery = z.object({});
export const ZNoBody = z.undefined();
export const ZEmptyResponse = z.object({ ok: z.literal(true) });

type Defaults = { params: typeof ZNoParams; query: typeof ZNoQuery; body: typeof ZNoBody };

/** Declares an endpoint once; omitted params/query/body mean "none accepted". */
export function defineContract<
  Response extends z.ZodType,
  const A extends Auth,
  Params extends z.ZodType = Defaults['params'],
  Query extends z.ZodType = Defaults['query'],
  Body extends z.ZodType = Defaults['body'],
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

export type ParamsOf<C extends Contract> = z.infer<C['params']>;
export type QueryOf<C extends Contract> = z.infer<C['query']>;
export type BodyOf<C extends Contract> = z.infer<C['body']>;
export type ResponseOf<C extends Contract> = z.infer<C['response']>;

/** Fills `{param}` placeholders; values are URI-encoded. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Matches a concrete path against a contract path template; returns the raw params or null. */
export function matchPath(template: string, actual: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${pattern}$`).exec(actual);
  if (!match) return null;
  const params: Record<string, string> = {};
  names.forEach((name, i) => {
    params[name] = decodeURIComponent(match[i + 1] ?? '');
  });
  return params;
}

export const isStateChanging = (method: HttpMethod): boolean => method !== 'GET';
