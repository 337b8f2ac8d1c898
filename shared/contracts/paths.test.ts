import { describe, expect, it } from 'vitest';
import { contracts } from './index.js';

const segmentsOf = (path: string) => path.split('/').slice(1);
const isParameter = (segment: string) => /^\{\w+\}$/.test(segment);

/**
 * Whether one concrete path could match both templates: as long as each other and, at every
 * depth, the same literal or a parameter on at least one side. A router (API Gateway, the local
 * gateway) then picks one by its own precedence rules, and a reader of the API cannot tell which.
 */
function overlap(a: string, b: string): boolean {
  const left = segmentsOf(a);
  const right = segmentsOf(b);
  return (
    left.length === right.length &&
    left.every((segment, i) => segment === right[i] || isParameter(segment) || isParameter(right[i]!))
  );
}

/** Every pair of distinct templates that one concrete path could match. */
function ambiguousPairs(paths: readonly string[]): [string, string][] {
  const distinct = [...new Set(paths)].sort();
  return distinct.flatMap((a, i) =>
    distinct
      .slice(i + 1)
      .filter((b) => overlap(a, b))
      .map((b): [string, string] => [a, b]),
  );
}

describe('the API paths', () => {
  it('finds the pairs it is meant to find', () => {
    expect(
      ambiguousPairs([
        '/api/categories/defaults/{kind}',
        '/api/categories/{id}/users',
        '/api/categories/{id}',
        '/api/categories/{id}/attachments/{fileId}',
      ]),
    ).toEqual([['/api/categories/defaults/{kind}', '/api/categories/{id}/users']]);
    // The same shape with other parameter names is the same path twice (OpenAPI 3 §4.7.8).
    expect(ambiguousPairs(['/api/users/{userId}', '/api/users/{id}'])).toEqual([
      ['/api/users/{id}', '/api/users/{userId}'],
    ]);
    expect(
      ambiguousPairs(['/api/inbox/session', '/api/inbox/sessions', '/api/logs/chain', '/api/logs/reports/{reportId}']),
    ).toEqual([]);
  });

  it('are unambiguous: no concrete path matches two templates', () => {
    expect(ambiguousPairs(contracts.map((contract) => contract.path))).toEqual([]);
  });
});
