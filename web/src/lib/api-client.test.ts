import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineContract } from '@shared/contracts/contract.js';
import { health } from '@shared/contracts/system/health.js';
import { staffSession } from '@shared/domain/session.js';
import { z } from '@shared/validation.js';
import { contractHandler, errorResponse, server } from '../test/msw.js';
import { callApi } from './api-client.js';
import { callRoute } from './api-request.js';
import { ApiError, formatApiError } from './api-errors.js';
import { onUnauthorized } from './auth-events.js';
import { getCsrfToken, setCsrfToken } from './csrf.js';

// Contracts that exist only for these tests: a staff read, a staff write and a public write.
const getNote = defineContract({
  name: 'get-note',
  area: 'test',
  method: 'GET',
  path: '/api/test/reports/{id}/notes',
  auth: { kind: 'staff' },
  summary: 'test only',
  params: z.object({ id: z.string() }),
  query: z.object({ page: z.coerce.number().int(), q: z.string().optional() }),
  response: z.object({ notes: z.array(z.string()), page: z.number() }),
});

const addNote = defineContract({
  name: 'add-note',
  area: 'test',
  method: 'POST',
  path: '/api/test/reports/{id}/notes',
  auth: { kind: 'staff' },
  summary: 'test only',
  params: z.object({ id: z.string() }),
  body: z.object({ text: z.string().min(1) }),
  response: z.object({ id: z.string() }),
});

const publicSubmit = defineContract({
  name: 'public-submit',
  area: 'test',
  method: 'POST',
  path: '/api/test/public',
  auth: { kind: 'public' },
  summary: 'test only',
  body: z.object({ text: z.string() }),
  response: z.object({ ok: z.literal(true) }),
});

let unsubscribe: (() => void) | undefined;
afterEach(() => unsubscribe?.());

describe('callApi', () => {
  it('returns the answer parsed by the contract schema', async () => {
    server.use(contractHandler(health, () => ({ ok: true })));
    await expect(callApi(health)).resolves.toEqual({ ok: true });
  });

  it('fills the path parameters and the query string from the contract', async () => {
    const seen: string[] = [];
    server.use(
      contractHandler(getNote, ({ params, query, request }) => {
        seen.push(new URL(request.url).pathname + new URL(request.url).search);
        return { notes: [params.id], page: query.page };
      }),
    );
    const answer = await callApi(getNote, { params: { id: 'K7QM 3X/9B' }, query: { page: 2, q: 'ą ę' } });
    expect(answer).toEqual({ notes: ['K7QM 3X/9B'], page: 2 });
    expect(seen).toEqual(['/api/test/reports/K7QM%203X%2F9B/notes?page=2&q=%C4%85+%C4%99']);
  });

  it('an error answer becomes an ApiError shown as "{status} - {message}"', async () => {
    server.use(contractHandler(health, () => errorResponse('FORBIDDEN', { message: 'Brak uprawnień do kategorii.' })));
    const error = await callApi(health).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'Brak uprawnień do kategorii.' });
    expect(formatApiError(error)).toBe('403 - Brak uprawnień do kategorii.');
  });

  it('carries the field messages of a 400 validation answer', async () => {
    server.use(contractHandler(addNote, () => ({ id: 'n1' })));
    const error = await callApi(addNote, { params: { id: 'r1' }, body: { text: '' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect((error as ApiError).fields).toHaveProperty('text');
  });

  it('an error answer that is not JSON still gives the status and a Polish message', async () => {
    server.use(http.get('/api/health', () => new HttpResponse('<html>Bad Gateway</html>', { status: 502 })));
    const error = await callApi(health).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'INTERNAL' });
    expect(formatApiError(error)).toBe('502 - Wystąpił błąd serwera. Spróbuj ponownie później.');
  });

  it('rejects an answer that does not match the response schema', async () => {
    // A raw handler on purpose: contractHandler refuses to send an answer outside the contract.
    server.use(http.get('/api/health', () => HttpResponse.json({ ok: 'yes' })));
    const error = await callApi(health).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
    expect(formatApiError(error)).toMatch(/^200 - Nieprawidłowa odpowiedź serwera/);
  });

  it('sends the stored CSRF token on a state-changing back-office call', async () => {
    setCsrfToken('csrf-123');
    let header: string | null = 'not called';
    server.use(
      contractHandler(addNote, ({ request, body }) => {
        header = request.headers.get(staffSession.csrfHeader);
        return { id: body.text };
      }),
    );
    await expect(callApi(addNote, { params: { id: 'r1' }, body: { text: 'n1' } })).resolves.toEqual({ id: 'n1' });
    expect(header).toBe('csrf-123');
  });

  it('does not send the CSRF token on a GET', async () => {
    setCsrfToken('csrf-123');
    let header: string | null = 'not called';
    server.use(
      contractHandler(getNote, ({ request }) => {
        header = request.headers.get(staffSession.csrfHeader);
        return { notes: [], page: 1 };
      }),
    );
    await callApi(getNote, { params: { id: 'r1' }, query: { page: 1 } });
    expect(header).toBeNull();
  });

  it('does not send the CSRF token to a public endpoint', async () => {
    setCsrfToken('csrf-123');
    let header: string | null = 'not called';
    server.use(
      contractHandler(publicSubmit, ({ request }) => {
        header = request.headers.get(staffSession.csrfHeader);
        return { ok: true };
      }),
    );
    await callApi(publicSubmit, { body: { text: 'x' } });
    expect(header).toBeNull();
  });

  it('a 401 from a back-office call forgets the CSRF token and reports the lost session', async () => {
    setCsrfToken('csrf-123');
    const listener = vi.fn();
    unsubscribe = onUnauthorized(listener);
    server.use(contractHandler(getNote, () => errorResponse('UNAUTHENTICATED')));
    await expect(callApi(getNote, { params: { id: 'r1' }, query: { page: 1 } })).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledOnce();
    expect(getCsrfToken()).toBeNull();
  });

  it('a 401 from a public endpoint is only an error', async () => {
    const listener = vi.fn();
    unsubscribe = onUnauthorized(listener);
    server.use(contractHandler(publicSubmit, () => errorResponse('UNAUTHENTICATED')));
    await expect(callApi(publicSubmit, { body: { text: 'x' } })).rejects.toMatchObject({ status: 401 });
    expect(listener).not.toHaveBeenCalled();
  });

  it('an unreachable server gives a network ApiError without a status', async () => {
    server.use(http.get('/api/health', () => HttpResponse.error()));
    const error = await callApi(health).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(formatApiError(error)).toBe(
      'Brak połączenia z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie.',
    );
  });
});

describe("callRoute (the public form's first load)", () => {
  const { params, query, body, response, ...noteRoute } = getNote;

  it('sends the call from the route alone and gives the answer as the server sent it', async () => {
    const seen: string[] = [];
    server.use(
      http.get('/api/test/reports/:id/notes', ({ request }) => {
        seen.push(new URL(request.url).pathname + new URL(request.url).search);
        return HttpResponse.json({ notes: ['a'], page: 3 });
      }),
    );
    const answer = await callRoute<typeof getNote>(noteRoute, { params: { id: 'r 1' }, query: { page: 3 } });
    expect(answer).toEqual({ notes: ['a'], page: 3 });
    expect(seen).toEqual(['/api/test/reports/r%201/notes?page=3']);
  });

  it('reads an error answer as callApi does: "{status} - {message}", and a lost staff session is reported', async () => {
    const listener = vi.fn();
    unsubscribe = onUnauthorized(listener);
    server.use(contractHandler(getNote, () => errorResponse('UNAUTHENTICATED', { message: 'Sesja wygasła.' })));
    const error = await callRoute<typeof getNote>(noteRoute, { params: { id: 'r1' }, query: { page: 1 } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(formatApiError(error)).toBe('401 - Sesja wygasła.');
    expect(listener).toHaveBeenCalledOnce();
  });

  it('an answer that is not JSON is an invalid answer', async () => {
    server.use(http.get('/api/test/reports/:id/notes', () => new HttpResponse('<html>', { status: 200 })));
    const error = await callRoute<typeof getNote>(noteRoute, { params: { id: 'r1' }, query: { page: 1 } }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
  });
});
