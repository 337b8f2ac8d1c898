import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths, routePatterns } from './paths.js';

describe('paths', () => {
  it.each([
    [
      'signal',
      paths.signal('5f0c6f7e-8d2a-4c1b-9e3f-2a7b8c9d0e1f'),
      { identifier: '5f0c6f7e-8d2a-4c1b-9e3f-2a7b8c9d0e1f' },
    ],
    ['form', paths.form('moja-firma_1'), { alias: 'moja-firma_1' }],
    ['orderInfo', paths.orderInfo('t/ok?en'), { token: 't/ok?en' }],
    ['registration', paths.registration('Zx8_-aQ1'), { token: 'Zx8_-aQ1' }],
    ['invitation', paths.invitation('Qw9_-zR2'), { token: 'Qw9_-zR2' }],
    ['resetPasswordStep2', paths.resetPasswordStep2('abc-123'), { guidreset: 'abc-123' }],
  ] as const)('the %s builder makes a URL its route matches, with the value intact', (name, url, params) => {
    // matchRoutes decodes the URL as the router does before the screen reads useParams().
    const [match] = matchRoutes([{ path: routePatterns[name] }], url) ?? [];
    expect(match?.params).toEqual(params);
  });

  it('every fixed path is a route pattern', () => {
    const fixed = Object.values(paths)
      .filter((value) => typeof value === 'string')
      .filter((value) => value !== '/');
    const patterns = Object.values(routePatterns).map((pattern) => `/${pattern}`);
    for (const path of fixed) expect(patterns).toContain(path);
  });

  it("a report's log is the log screen with the report in the query", () => {
    const url = new URL(paths.reportLog('9b2f0c1e-7d7a-4d1b-a3a1-2f1c0e9d8b7a'), 'https://x.test');
    expect(url.pathname).toBe(paths.logs);
    expect(url.searchParams.get('report')).toBe('9b2f0c1e-7d7a-4d1b-a3a1-2f1c0e9d8b7a');
  });

  it('the login tab builder selects registration by the query parameter', () => {
    expect(paths.loginTab('register')).toBe('/login?tab=register');
    expect(paths.loginTab('login')).toBe('/login');
  });
});
