import type { TableKey } from './table-spec.js';

/**
 * One more item of the caller's organisation that an endpoint reads anyway (its counters, the
 * report it shows), read in the same request as the caller instead of after it: `key` builds its
 * key from the organisation's id the session id names, `from` reads the item (undefined when
 * there is none). It is used only once the session is verified to be that organisation's, so it
 * never reaches another organisation's data.
 */
export interface ReadWithCaller<T> {
  key: (tenantId: string) => TableKey;
  from: (item: Record<string, unknown> | undefined) => T;
}
