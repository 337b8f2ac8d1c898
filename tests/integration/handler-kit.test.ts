import { HANDLER_TIME_RESERVE_MS } from '@shared/domain/retries.js';
import { errorMessages, requestTexts } from '@shared/messages/errors.js';
import { validationTexts } from '@shared/messages/validation.js';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { defineContract } from '@shared/contracts/contract.js';
import { inboxSession, staffSession } from '@shared/domain/session.js';
import { reportWithCaller } from '../../functions/data/reports.js';
import { createInboxSession } from '../../functions/data/sessions.js';
import { defineHandler } from '../../functions/lib/handler.js';
import { givenStaffSession } from '../support/fixtures.js';
import { givenCategory, givenReport } from '../support/report-fixtures.js';
import { lambdaContext, lambdaContextWith, lambdaEvent } from '../support/lambda-event.js';

// Contracts that exist only in this test, to exercise the kit the way every endpoint uses it.
const echo = defineContract({
  name: 'echo',
  area: 'test',
  method: 'POST',
  path: '/api/test/echo/{id}',
  auth: { kind: 'public' },
  summary: 'test',
  params: z.object({ id: z.string().regex(/^\d+$/, 'Identyfikator musi być liczbą.') }),
  body: z.object({ name: z.string().min(3, 'Minimum 3 znaki'), count: z.number().int() }).strict(),
  response: z.object({ id: z.string(), name: z.string() }),
  maxBodyBytes: 200,
});
const echoHandler = defineHandler(echo, async ({ params, body }) => ({ id: params.id, name: body.name }));

const whoAmI = defineContract({
  name: 'who-am-i',
  area: 'test',
  method: 'GET',
  path: '/api/test/me',
  auth: { kind: 'staff' },
  summary: 'test',
  response: z.object({ userId: z.string(), tenantId: z.string() }),
});
const whoAmIHandler = defineHandler(whoAmI, async ({ caller }) => ({
  userId: caller.user.userId,
  tenantId: caller.tenant.tenantId,
}));

const reportHere = defineContract({
  name: 'report-here',
  area: 'test',
  method: 'GET',
  path: '/api/test/reports/{reportId}',
  auth: { kind: 'staff' },
  summary: 'test',
  params: z.object({ reportId: z.uuid() }),
  response: z.object({ readWithCaller: z.boolean(), reportId: z.string().nullable() }),
});
const reportHereHandler = defineHandler(
  reportHere,
  async ({ readWithCaller }) => ({
    readWithCaller: !!readWithCaller,
    reportId: readWithCaller?.value?.reportId ?? null,
  }),
  { readWithCaller: ({ reportId }: { reportId: string }) => reportWithCaller(reportId) },
);

const adminAction = defineContract({
  name: 'admin-action',
  area: 'test',
  method: 'POST',
  path: '/api/test/admin',
  auth: { kind: 'staff', permission: 'administrator' },
  summary: 'test',
  response: z.object({ ok: z.literal(true) }),
});
let adminActions = 0;
const adminActionHandler = defineHandler(adminAction, async () => {
  adminActions += 1;
  return { ok: true as const };
});

const myReport = defineContract({
  name: 'my-report',
  area: 'test',
  method: 'GET',
  path: '/api/test/inbox',
  auth: { kind: 'reporter' },
  summary: 'test',
  response: z.object({ reportId: z.string() }),
});
const myReportHandler = defineHandler(myReport, async ({ caller }) => ({ reportId: caller.session.reportId }));

const failing = defineContract({
  name: 'failing',
  area: 'test',
  method: 'GET',
  path: '/api/test/failing',
  auth: { kind: 'public' },
  summary: 'test',
  response: z.object({ ok: z.literal(true) }),
});
const failingHandler = defineHandler(failing, async () => {
  throw new Error('secret internal detail: table xyz');
});

const slow = defineContract({
  name: 'slow',
  area: 'test',
  method: 'POST',
  path: '/api/test/slow',
  auth: { kind: 'public' },
  summary: 'test',
  response: z.object({ ok: z.literal(true) }),
});
let slowRuns = { started: 0, finished: 0 };
const slowHandler = defineHandler(slow, async () => {
  slowRuns.started += 1;
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  slowRuns.finished += 1;
  return { ok: true as const };
});

const bounded = defineContract({
  name: 'bounded',
  area: 'test',
  method: 'POST',
  path: '/api/test/bounded',
  auth: { kind: 'public' },
  summary: 'test',
  body: z.object({ text: z.string().max(5) }),
  response: z.object({ ok: z.literal(true) }),
});
const boundedHandler = defineHandler(bounded, async () => ({ ok: true as const }));

const call = async (handler: typeof echoHandler, event: ReturnType<typeof lambdaEvent>) => {
  const result = await handler(event, lambdaContext);
  return { status: result.statusCode, headers: result.headers ?? {}, body: JSON.parse(result.body ?? 'null') };
};

describe('handler kit: validation', () => {
  const post = (body: unknown, id = '7', rawBody?: string, headers?: Record<string, string>) =>
    call(
      echoHandler,
      lambdaEvent({ method: 'POST', path: `/api/test/echo/${id}`, body, rawBody, headers, pathParameters: { id } }),
    );

  it('passes valid input to the business function and answers 200', async () => {
    const response = await post({ name: 'Anna', count: 1 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: '7', name: 'Anna' });
  });

  it('answers invalid fields with 400 and a Polish message per field', async () => {
    const response = await post({ name: 'An', count: 1.5 }, 'x');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.message).toBe('Przesłane dane są niepoprawne.');
    expect(response.body.fields).toMatchObject({ name: 'Minimum 3 znaki' });
    expect(response.body.fields.count).toMatch(/liczb/);
  });

  it('rejects unknown fields of a strict body', async () => {
    const response = await post({ name: 'Anna', count: 1, isAdmin: true });
    expect(response.status).toBe(400);
  });

  it('answers malformed JSON with 400', async () => {
    const response = await post(undefined, '7', '{"name":');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 'BAD_REQUEST',
      message: 'Treść żądania nie jest poprawnym JSON-em.',
      key: 'requestTexts.malformedJson',
    });
  });

  it('answers a body that is not JSON with 415', async () => {
    const response = await post(undefined, '7', 'name=Anna', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.status).toBe(415);
  });

  it('accepts a JSON media type written in any letter case', async () => {
    const response = await post(undefined, '7', JSON.stringify({ name: 'Anna', count: 1 }), {
      'content-type': 'Application/JSON; charset=UTF-8',
    });
    expect(response.status).toBe(200);
  });

  it('answers an oversized body with 413', async () => {
    const response = await post({ name: 'A'.repeat(500), count: 1 });
    expect(response.status).toBe(413);
  });

  it('never answers 500 to any body a client can send', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.json(), fc.string()), async (raw) => {
        const response = await post(undefined, '7', raw);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });

  it('hides the message of an unexpected error behind a generic Polish 500', async () => {
    const response = await call(failingHandler, lambdaEvent({ method: 'GET', path: '/api/test/failing' }));
    expect(response.status).toBe(500);
    expect(response.body).toEqual({
      code: 'INTERNAL',
      message: 'Wystąpił błąd serwera. Spróbuj ponownie później.',
      key: 'errorMessages.INTERNAL',
    });
    expect(JSON.stringify(response)).not.toContain('secret');
  });

  it('puts the security headers on errors too', async () => {
    const response = await post({}, 'x');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('handler kit: every error names its message by key', () => {
  const post = (body: unknown, id = '7', rawBody?: string) =>
    call(
      echoHandler,
      lambdaEvent({ method: 'POST', path: `/api/test/echo/${id}`, body, rawBody, pathParameters: { id } }),
    );

  it('a validation error: the general text, and each field zod refused by its validation text and number', async () => {
    const response = await post({ name: 'Anna', count: 'many', extra: 1 });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: errorMessages.VALIDATION_FAILED,
      key: 'errorMessages.VALIDATION_FAILED',
      fields: { count: validationTexts.notANumber, _: validationTexts.unknownFields },
      fieldKeys: { count: { key: 'validationTexts.notANumber' }, _: { key: 'validationTexts.unknownFields' } },
    });
    const tooLong = await call(
      boundedHandler,
      lambdaEvent({ method: 'POST', path: '/api/test/bounded', body: { text: 'x'.repeat(6) } }),
    );
    expect(tooLong.body.fields).toEqual({ text: validationTexts.tooLongText(5) });
    expect(tooLong.body.fieldKeys).toEqual({ text: { key: 'validationTexts.tooLongText', args: [5] } });
  });

  it('a field text of its schema’s own that no catalogue defines has no key: a screen shows it as sent', async () => {
    const response = await post({ name: 'An', count: 1 });
    expect(response.body.fields).toEqual({ name: 'Minimum 3 znaki' });
    expect(response.body.fieldKeys).toBeUndefined();
  });

  it('limits and malformed requests: the size limit, the media type, broken JSON', async () => {
    const tooLarge = await post({ name: 'A'.repeat(500), count: 1 });
    expect([tooLarge.status, tooLarge.body.key]).toEqual([413, 'errorMessages.PAYLOAD_TOO_LARGE']);
    const broken = await post(undefined, '7', '{"name":');
    expect([broken.status, broken.body.key]).toEqual([400, 'requestTexts.malformedJson']);
  });

  it('an authentication error: a missing session', async () => {
    const response = await call(myReportHandler, lambdaEvent({ method: 'GET', path: '/api/test/inbox' }));
    expect(response.body).toEqual({
      code: 'UNAUTHENTICATED',
      message: errorMessages.UNAUTHENTICATED,
      key: 'errorMessages.UNAUTHENTICATED',
    });
  });
});

describe('handler kit: the time budget', () => {
  const slowCall = async (remainingMs: number) => {
    const startedAt = Date.now();
    const result = await slowHandler(
      lambdaEvent({ method: 'POST', path: '/api/test/slow' }),
      lambdaContextWith(remainingMs),
    );
    return { status: result.statusCode, body: JSON.parse(result.body ?? 'null'), tookMs: Date.now() - startedAt };
  };

  it(`answers a retryable 503, never 500, when less than ${HANDLER_TIME_RESERVE_MS} ms of the function's time remain, even while the work goes on`, async () => {
    slowRuns = { started: 0, finished: 0 };
    const answer = await slowCall(HANDLER_TIME_RESERVE_MS + 300);
    expect([answer.status, answer.body]).toEqual([
      503,
      { code: 'UNAVAILABLE', message: errorMessages.UNAVAILABLE, key: 'errorMessages.UNAVAILABLE' },
    ]);
    expect(answer.tookMs).toBeLessThan(1_500);
    expect(slowRuns).toEqual({ started: 1, finished: 0 });
  });

  it('starts nothing when the budget is already spent, and runs to its answer when the time suffices', async () => {
    slowRuns = { started: 0, finished: 0 };
    expect((await slowCall(HANDLER_TIME_RESERVE_MS - 1)).status).toBe(503);
    expect(slowRuns.started).toBe(0);
    expect((await slowCall(HANDLER_TIME_RESERVE_MS + 10_000)).status).toBe(200);
    // A context without the Lambda clock (a bare test context) sets no budget.
    expect((await slowHandler(lambdaEvent({ method: 'POST', path: '/api/test/slow' }), lambdaContext)).statusCode).toBe(
      200,
    );
  });
});

describe('handler kit: reporter sessions', () => {
  it('resolves the one report an inbox token is bound to', async () => {
    const { token } = await createInboxSession('tenant-x', 'report-y');
    const response = await call(
      myReportHandler,
      lambdaEvent({ method: 'GET', path: '/api/test/inbox', headers: { [inboxSession.header]: token } }),
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ reportId: 'report-y' });
  });

  it('refuses a missing, unknown or expired token with 401, and a staff cookie is no substitute', async () => {
    const expired = await createInboxSession('tenant-x', 'report-y', new Date(Date.now() - 901_000));
    const staff = await givenStaffSession();
    for (const init of [
      {},
      { headers: { [inboxSession.header]: 'forged' } },
      { headers: { [inboxSession.header]: expired.token } },
      { cookies: [`${staffSession.cookieName}=${staff.sessionId}`] },
    ]) {
      const response = await call(myReportHandler, lambdaEvent({ method: 'GET', path: '/api/test/inbox', ...init }));
      expect(response.status).toBe(401);
    }
  });
});

describe('handler kit: staff sessions and permissions', () => {
  let admin: Awaited<ReturnType<typeof givenStaffSession>>;
  beforeAll(async () => {
    admin = await givenStaffSession();
  });
  const cookie = (sessionId: string) => [`${staffSession.cookieName}=${sessionId}`];

  it('refuses a staff endpoint without a session cookie with 401', async () => {
    const response = await call(whoAmIHandler, lambdaEvent({ method: 'GET', path: '/api/test/me' }));
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });

  it('refuses an unknown session id with 401', async () => {
    const response = await call(
      whoAmIHandler,
      lambdaEvent({ method: 'GET', path: '/api/test/me', cookies: cookie('forged') }),
    );
    expect(response.status).toBe(401);
  });

  it('resolves the caller from the session cookie', async () => {
    const response = await call(
      whoAmIHandler,
      lambdaEvent({ method: 'GET', path: '/api/test/me', cookies: cookie(admin.sessionId) }),
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ userId: admin.user.userId, tenantId: admin.tenant.tenantId });
  });

  it("refuses a session's secret under another organisation's and user's ids with 401 (the id names its owner)", async () => {
    const other = await givenStaffSession();
    expect(admin.sessionId.startsWith(`${admin.tenant.tenantId}${admin.user.userId}`)).toBe(true);
    const forged = `${other.tenant.tenantId}${other.user.userId}${admin.sessionId.slice(72)}`;
    const response = await call(
      whoAmIHandler,
      lambdaEvent({ method: 'GET', path: '/api/test/me', cookies: cookie(forged) }),
    );
    expect(response.status).toBe(401);
  });

  it("reads an endpoint's item with its caller, only in the caller's own organisation", async () => {
    const other = await givenStaffSession();
    const own = await givenReport(await givenCategory(admin.tenant.tenantId));
    const theirs = await givenReport(await givenCategory(other.tenant.tenantId));
    const read = (reportId: string, sessionId = admin.sessionId) =>
      call(
        reportHereHandler,
        lambdaEvent({
          method: 'GET',
          path: `/api/test/reports/${reportId}`,
          pathParameters: { reportId },
          cookies: cookie(sessionId),
        }),
      );
    expect((await read(own.reportId)).body).toEqual({ readWithCaller: true, reportId: own.reportId });
    expect((await read(theirs.reportId)).body).toEqual({ readWithCaller: true, reportId: null });
    // A session's secret under the other organisation's ids reads nothing of it: refused first.
    expect(
      (await read(theirs.reportId, `${other.tenant.tenantId}${other.user.userId}${admin.sessionId.slice(72)}`)).status,
    ).toBe(401);
    // A bad parameter: 401 without a session (authorisation first), 400 with one.
    expect(
      (
        await call(
          reportHereHandler,
          lambdaEvent({ method: 'GET', path: '/api/test/reports/x', pathParameters: { reportId: 'x' } }),
        )
      ).status,
    ).toBe(401);
    expect((await read('x')).status).toBe(400);
  });

  it('refuses a request carrying two session cookies with 400, even when one of them is valid', async () => {
    const planted = await givenStaffSession();
    for (const cookies of [
      [...cookie(planted.sessionId), ...cookie(admin.sessionId)],
      [...cookie(admin.sessionId), ...cookie(admin.sessionId)],
    ]) {
      const response = await call(whoAmIHandler, lambdaEvent({ method: 'GET', path: '/api/test/me', cookies }));
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(requestTexts.twoSessionCookies);
    }
  });

  it('refuses a state-changing call without the CSRF token with 403 and does nothing', async () => {
    const before = adminActions;
    const response = await call(
      adminActionHandler,
      lambdaEvent({ method: 'POST', path: '/api/test/admin', cookies: cookie(admin.sessionId) }),
    );
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('CSRF_FAILED');
    expect(adminActions).toBe(before);
  });

  it('refuses a wrong CSRF token with 403 and does nothing', async () => {
    const before = adminActions;
    const other = await givenStaffSession();
    const response = await call(
      adminActionHandler,
      lambdaEvent({
        method: 'POST',
        path: '/api/test/admin',
        cookies: cookie(admin.sessionId),
        headers: { [staffSession.csrfHeader]: other.csrfToken },
      }),
    );
    expect(response.status).toBe(403);
    expect(adminActions).toBe(before);
  });

  it('runs a state-changing call with the session and its CSRF token', async () => {
    const response = await call(
      adminActionHandler,
      lambdaEvent({
        method: 'POST',
        path: '/api/test/admin',
        cookies: cookie(admin.sessionId),
        headers: { [staffSession.csrfHeader]: admin.csrfToken },
      }),
    );
    expect(response.status).toBe(200);
  });

  it('refuses an auditor an administrator endpoint with 403', async () => {
    const auditor = await givenStaffSession({ user: { type: 3, isMainAdmin: false } });
    const response = await call(
      adminActionHandler,
      lambdaEvent({
        method: 'POST',
        path: '/api/test/admin',
        cookies: cookie(auditor.sessionId),
        headers: { [staffSession.csrfHeader]: auditor.csrfToken },
      }),
    );
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('FORBIDDEN');
  });

  it('refuses a staff endpoint with 403 and the blocked-account notice when the licence expired', async () => {
    const expired = await givenStaffSession({
      tenant: { licence: { packageId: 'standard', validTo: '2020-01-01T00:00:00.000Z' } },
    });
    const response = await call(
      adminActionHandler,
      lambdaEvent({
        method: 'POST',
        path: '/api/test/admin',
        cookies: cookie(expired.sessionId),
        headers: { [staffSession.csrfHeader]: expired.csrfToken },
      }),
    );
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('LICENCE_INACTIVE');
    expect(response.body.message).toMatch(/^Konto zablokowane!/);
  });

  it('refuses an inactive user with 401 even with a live session', async () => {
    const inactive = await givenStaffSession({ user: { status: 0 } });
    const response = await call(
      whoAmIHandler,
      lambdaEvent({ method: 'GET', path: '/api/test/me', cookies: cookie(inactive.sessionId) }),
    );
    expect(response.status).toBe(401);
  });
});
