import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER } from '../../functions/lib/client-address.js';
import { originGuardCode } from '../../infra/constructs/origin-guard.js';

/** The origin guard's inline code, run as Lambda runs it: CommonJS, with its environment. */
const dir = mkdtempSync(join(tmpdir(), 'ostoja-origin-guard-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Guard = (event: { headers?: Record<string, string> }) => Promise<{ isAuthorized: boolean }>;
const SECRET = '7b0e3c52-1f4a-11ef-9e2b-0a1b2c3d4e5f';
let guard: Guard;
let unconfigured: Guard;

/** The module reads its secret once, at load (as on a cold start). */
function load(name: string, token: string | undefined): Guard {
  const file = join(dir, `${name}.cjs`);
  writeFileSync(file, originGuardCode());
  const previous = process.env.ORIGIN_VERIFY_TOKEN;
  if (token === undefined) delete process.env.ORIGIN_VERIFY_TOKEN;
  else process.env.ORIGIN_VERIFY_TOKEN = token;
  try {
    return (createRequire(import.meta.url)(file) as { handler: Guard }).handler;
  } finally {
    if (previous === undefined) delete process.env.ORIGIN_VERIFY_TOKEN;
    else process.env.ORIGIN_VERIFY_TOKEN = previous;
  }
}

beforeAll(() => {
  guard = load('configured', SECRET);
  unconfigured = load('unconfigured', undefined);
});

describe('origin guard (the API authorizer)', () => {
  it('lets through a request carrying the secret CloudFront adds', async () => {
    expect(await guard({ headers: { [ORIGIN_VERIFY_HEADER]: SECRET } })).toEqual({ isAuthorized: true });
  });

  it('refuses a wrong, shorter, longer or missing secret', async () => {
    for (const value of [SECRET.replace(/.$/, '0'), SECRET.slice(1), `${SECRET}x`, '']) {
      expect(await guard({ headers: { [ORIGIN_VERIFY_HEADER]: value } }), value).toEqual({ isAuthorized: false });
    }
    expect(await guard({ headers: {} })).toEqual({ isAuthorized: false });
    expect(await guard({})).toEqual({ isAuthorized: false });
  });

  it('refuses everything when deployed without a secret', async () => {
    expect(await unconfigured({ headers: { [ORIGIN_VERIFY_HEADER]: '' } })).toEqual({ isAuthorized: false });
  });
});
