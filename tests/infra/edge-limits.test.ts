import { describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes.js';
import { parseRouteKey, pathPattern, routesStatement } from '../../infra/constructs/edge-firewall.js';
import { edgeRateLimits } from '../../infra/edge-limits.js';
import { routeKeyOf } from '../../infra/stacks/api-stack.js';

/** Routes an edge limit may name before they exist (none today). */
const PLANNED: string[] = [];

describe('edge rate limits', () => {
  it("name routes of the route table, each limit at least AWS WAF's minimum", () => {
    const keys = new Set(routes.map(routeKeyOf));
    for (const limit of edgeRateLimits) {
      expect(limit.limit).toBeGreaterThanOrEqual(10);
      for (const key of limit.routes)
        expect(keys.has(key) || PLANNED.includes(key), `${limit.name}: ${key}`).toBe(true);
    }
    expect(new Set(edgeRateLimits.map((limit) => limit.name)).size).toBe(edgeRateLimits.length);
  });

  it("cover the public form's submissions, the inbox login and the staff login", () => {
    const limited = edgeRateLimits.flatMap((limit) => limit.routes);
    const byName = (name: string) => routeKeyOf(routes.find((route) => route.contract.name === name)!);
    for (const name of [
      'start-submission',
      'finalise-submission',
      'login',
      'login-sms',
      'login-totp',
      'login-totp-setup',
      'passkey-login-options',
      'login-passkey',
      'get-login-params',
    ])
      expect(limited).toContain(byName(name));
    for (const name of ['log-in-to-inbox', 'log-in-to-phone-inbox']) expect(limited).toContain(byName(name));
  });
});

describe('matching a route at the edge', () => {
  it('matches a path template segment by segment, on the decoded lower-case path AWS WAF inspects', () => {
    const pattern = new RegExp(pathPattern('/api/public/forms/{alias}/submissions/{reportId}'));
    expect(pattern.test('/api/public/forms/acme/submissions/0b1c2d3e-aaaa')).toBe(true);
    expect(pattern.test('/api/public/forms/acme/submissions')).toBe(false);
    expect(pattern.test('/api/public/forms/acme/x/submissions/1')).toBe(false);
    expect(new RegExp(pathPattern('/api/auth/login')).test('/api/auth/login/sms')).toBe(false);
  });

  it('checks the method exactly, and joins the paths of one method into one pattern', () => {
    const statement = routesStatement([
      'POST /api/auth/login',
      'POST /api/auth/login/sms',
      'GET /api/auth/session',
    ]) as any;
    expect(statement.orStatement.statements).toHaveLength(2);
    const post = statement.orStatement.statements[0].andStatement.statements;
    expect(post[0].byteMatchStatement).toMatchObject({
      fieldToMatch: { method: {} },
      positionalConstraint: 'EXACTLY',
      searchString: 'POST',
    });
    expect(post[1].regexMatchStatement.regexString).toBe('(?:^/api/auth/login$|^/api/auth/login/sms$)');
    expect(() => parseRouteKey('/api/no-method')).toThrow(/Not a route key/);
  });
});
