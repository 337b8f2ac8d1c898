/**
 * JSON Canonicalization Scheme (RFC 8785): the one byte sequence a value signs as. Keys sorted by
 * their UTF-16 code units, no whitespace, numbers as ECMAScript prints them, strings escaped as
 * `JSON.stringify` escapes them. Only I-JSON is accepted: a number that is not finite or a string
 * with a lone surrogate throws, as the RFC requires, rather than signing something ambiguous.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError('canonical JSON: a number must be finite');
    // ECMAScript's Number-to-String is the RFC's number format (-0 prints as 0).
    return JSON.stringify(value);
  }
  if (typeof value === 'string') {
    if (LONE_SURROGATE.test(value)) throw new TypeError('canonical JSON: a string holds a lone surrogate');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    // The default sort compares UTF-16 code units, which is the RFC's order.
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${canonicalJson(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  throw new TypeError(`canonical JSON: a ${typeof value} is not JSON`);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
