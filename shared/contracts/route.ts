/**
 * Where an endpoint lives and who may call it: the part of a contract (contract.ts) that a client
 * needs to send a call. Free of zod, so that a first load that does not parse (the public form,
 * docs/figures.md "Budgets") can send calls without loading a schema library.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Staff rights that an endpoint may demand on top of a staff session (docs/features.md, "Who may do what"). */
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
       * password and keys, Settings read and Rozliczenia (docs/features.md, "Who may do what").
       */
      inactiveLicence?: 'allowed';
    };

/** The route of an endpoint: its contract without the schemas. */
export interface Route<A extends Auth = Auth> {
  /** Verb-noun, kebab-case, unique: names the handler file, the Lambda and the OpenAPI operation. */
  name: string;
  /** Folder under functions/ that holds the handler `functions/{area}/{name}.ts`. */
  area: string;
  method: HttpMethod;
  /** Path under the site origin, with `{param}` placeholders, e.g. `/api/reports/{id}`. */
  path: `/api/${string}`;
  auth: A;
  summary: string;
}

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
