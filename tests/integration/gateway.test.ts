import { describe, expect, it } from 'vitest';
import { contracts } from '@shared/contracts/index.js';
import { errorMessages } from '@shared/messages/errors.js';
import { testRuntime } from '../support/test-runtime.js';

const origin = testRuntime.origin;

describe('local gateway', () => {
  it('answers GET /api/health with {ok:true} when the table and bucket are reachable', async () => {
    const response = await fetch(`${origin}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('sends the API security headers with every answer', async () => {
    const response = await fetch(`${origin}/api/health`);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers an unknown API path with a Polish 404 body', async () => {
    const response = await fetch(`${origin}/api/does-not-exist`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Nie znaleziono zasobu.',
      key: 'errorMessages.NOT_FOUND',
    });
  });

  it('answers a path with broken percent-encoding with a Polish 400, not a 500', async () => {
    const response = await fetch(`${origin}/api/categories/%E0%A4%A`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'BAD_REQUEST',
      message: errorMessages.BAD_REQUEST,
      key: 'errorMessages.BAD_REQUEST',
    });
  });

  it('answers a known path with the wrong method with 405', async () => {
    const response = await fetch(`${origin}/api/health`, { method: 'DELETE' });
    expect(response.status).toBe(405);
  });

  it('serves an OpenAPI document listing every contract', async () => {
    const response = await fetch(`${origin}/api/openapi.json`);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(document.openapi).toMatch(/^3\./);
    const operations = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((op) => op.operationId),
    );
    expect(operations.sort()).toEqual(contracts.map((c) => c.name).sort());
  });
});
