/**
 * The lifetime the server actually issues for every session, token, link and code, read from what
 * it stores and answers, against two numbers: the one in shared/domain and the one the spec, the
 * README or the decisions give, written here literally. A constant changed in shared/domain
 * alone, or a handler that computes its own expiry, fails here.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addUser,
  confirmTotp,
  getShare,
  getSession,
  logInToInbox,
  logInToPhoneInbox,
  register,
  renewInboxSession,
  requestPasswordReset,
  sendShareCode,
  startSubmission,
  startTotpSetup,
  updateSecurity,
} from '@shared/contracts/index.js';
import { derivePhoneCaseKeys, deriveReporterKeys } from '@shared/crypto/reporter-secrets.js';
import { authLifetimes } from '@shared/domain/auth.js';
import { shareRules } from '@shared/domain/forwards.js';
import { SUBMISSION_SLOT_SECONDS } from '@shared/domain/report-form.js';
import { reportState } from '@shared/domain/report.js';
import { inboxSession, staffSession } from '@shared/domain/session.js';
import { staffUserLimits } from '@shared/domain/staff-user.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { keys } from '../../functions/data/keys.js';
import { sha256 } from '../../functions/lib/hashing.js';
import { totpCodeAt } from '../../functions/lib/totp.js';
import { TestClient, uniqueEmail } from '../support/api-client.js';
import { logIn, registerOrganisation, testArgon } from '../support/accounts.js';
import { forwardReport, lastShareId, sampleMessage } from '../support/forwards.js';
import { emailsTo, lastLinkToken, smsTo } from '../support/outbox.js';
import { organisationWithStaff, type Organisation } from '../support/report-organisation.js';
import { enableSmsLogin } from '../support/staff-fixtures.js';
import { userInput } from '../support/users.js';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** When a call was made: no earlier than `from`, no later than `to` (ms). */
interface Window {
  from: number;
  to: number;
}

async function during<T>(call: () => Promise<T>): Promise<{ value: T; window: Window }> {
  const from = Date.now();
  const value = await call();
  return { value, window: { from, to: Date.now() } };
}

/** `expiresAt` lies `seconds` after some moment of the call (the server's clock is this machine's). */
function expectLifetime(expiresAt: unknown, window: Window, seconds: number) {
  expect(typeof expiresAt, 'an expiry as an ISO date').toBe('string');
  const at = Date.parse(expiresAt as string);
  const issuedFor = `issued for ${((at - window.from) / 1000).toFixed(1)} s, expected ${seconds} s`;
  expect(at, issuedFor).toBeGreaterThanOrEqual(window.from + seconds * 1000);
  expect(at, issuedFor).toBeLessThanOrEqual(window.to + seconds * 1000);
}

const stored = async (key: { PK: string; SK: string }) =>
  (await dynamo.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item ?? {};

const setStored = (key: { PK: string; SK: string }, values: Record<string, string>) =>
  dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: `SET ${Object.keys(values)
        .map((name) => `#${name} = :${name}`)
        .join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(Object.keys(values).map((name) => [`#${name}`, name])),
      ExpressionAttributeValues: Object.fromEntries(Object.entries(values).map(([name, value]) => [`:${name}`, value])),
    }),
  );

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

let org: Organisation;
beforeAll(async () => {
  org = await organisationWithStaff();
});

describe('the reporter inbox session: 900 s', () => {
  it('is in shared/domain as the spec says', () => {
    expect(inboxSession.seconds).toBe(900);
  });

  it('is what a login issues, stored and answered alike; a phone login issues the same', async () => {
    const report = await org.report(org.mine);
    const secret = await deriveReporterKeys(report.identifier, report.reporterPassword, testArgon);
    const { value: login, window } = await during(() =>
      new TestClient().call(logInToInbox, { body: { identifier: report.identifier, authKey: secret.authKey } }),
    );
    expect(login.status).toBe(200);
    expect(login.body.expiresInSeconds).toBe(900);
    expectLifetime(login.body.expiresAt, window, 900);
    expect((await stored(keys.inboxSession(sha256(login.body.token)))).expiresAt).toBe(login.body.expiresAt);

    const phoneReport = await org.report(org.mine, { phone: '600700900' });
    const phoneSecret = await derivePhoneCaseKeys(phoneReport.identifier, '600700900', testArgon);
    const phone = await during(() =>
      new TestClient().call(logInToPhoneInbox, {
        body: { identifier: phoneReport.identifier, authKey: phoneSecret.authKey },
      }),
    );
    expect(phone.value.status).toBe(200);
    expectLifetime(phone.value.body.expiresAt, phone.window, 900);
    expect((await stored(keys.inboxSession(sha256(phone.value.body.token)))).expiresAt).toBe(
      phone.value.body.expiresAt,
    );
  });

  it("'Przedłuż' resets it to a full 900 s, however little was left", async () => {
    const report = await org.report(org.mine);
    const secret = await deriveReporterKeys(report.identifier, report.reporterPassword, testArgon);
    const token = (
      await new TestClient().call(logInToInbox, { body: { identifier: report.identifier, authKey: secret.authKey } })
    ).body.token;
    // 840 s have passed: 60 s are left.
    await setStored(keys.inboxSession(sha256(token)), { expiresAt: inSeconds(60) });
    const { value: renewed, window } = await during(() =>
      new TestClient().call(renewInboxSession, { headers: { [inboxSession.header]: token } }),
    );
    expect(renewed.status).toBe(200);
    expect(renewed.body.expiresInSeconds).toBe(900);
    expectLifetime(renewed.body.expiresAt, window, 900);
    expect((await stored(keys.inboxSession(sha256(renewed.body.token)))).expiresAt).toBe(renewed.body.expiresAt);
  });
});

describe('the staff session: 30 minutes idle, 12 hours at most (shared/domain/session.ts; docs/security.md §12.1)', () => {
  it('is in shared/domain as documented', () => {
    expect(staffSession.idleSeconds).toBe(30 * MINUTE);
    expect(staffSession.absoluteSeconds).toBe(12 * HOUR);
  });

  it('is what a login issues: the stored idle and absolute expiry, and the cookie for the absolute lifetime', async () => {
    const { email, password } = await registerOrganisation();
    const { value: logged, window } = await during(() => logIn(email, password));
    expect(logged.answer.status).toBe(200);
    const cookie = logged.answer.headers.getSetCookie().find((line) => line.startsWith(`${staffSession.cookieName}=`));
    expect(cookie).toContain(`Max-Age=${12 * HOUR}`);
    const session = await stored(keys.staffSession(sha256(logged.client.cookies.get(staffSession.cookieName)!)));
    expectLifetime(session.expiresAt, window, 30 * MINUTE);
    expectLifetime(session.absoluteExpiresAt, window, 12 * HOUR);
  });

  it('slides to a full 30 minutes on use, but never past the 12 hours', async () => {
    const { email, password } = await registerOrganisation();
    const { client } = await logIn(email, password);
    const key = keys.staffSession(sha256(client.cookies.get(staffSession.cookieName)!));
    // Last used 28 minutes ago: 2 minutes of idle time are left.
    await setStored(key, { lastSeenAt: inSeconds(-28 * MINUTE), expiresAt: inSeconds(2 * MINUTE) });
    const used = await during(() => client.call(getSession));
    expect(used.value.status).toBe(200);
    expectLifetime((await stored(key)).expiresAt, used.window, 30 * MINUTE);

    // 11 h 50 min into the session: the idle expiry stops at the absolute one.
    const absoluteEnd = inSeconds(10 * MINUTE);
    await setStored(key, {
      lastSeenAt: inSeconds(-5 * MINUTE),
      expiresAt: inSeconds(25 * MINUTE),
      absoluteExpiresAt: absoluteEnd,
    });
    expect((await client.call(getSession)).status).toBe(200);
    expect((await stored(key)).expiresAt).toBe(absoluteEnd);
  });
});

describe('e-mailed links and codes', () => {
  it('a registration link: 48 hours (README), and the e-mail says so', async () => {
    expect(authLifetimes.activationHours).toBe(48);
    const email = uniqueEmail('rejestracja');
    const { value: answer, window } = await during(() => new TestClient().call(register, { body: { email } }));
    expect(answer.status).toBe(200);
    const token = await lastLinkToken(email, '/registration/');
    expectLifetime((await stored(keys.link('ACT', sha256(token)))).expiresAt, window, 48 * HOUR);
    expect((await emailsTo(email)).at(-1)?.body.text).toContain('ważny 48 godz.');
  });

  it('a password-reset link: 60 minutes (README), and the e-mail says so', async () => {
    expect(authLifetimes.passwordResetMinutes).toBe(60);
    const { email } = await registerOrganisation();
    const { value: answer, window } = await during(() =>
      new TestClient().call(requestPasswordReset, { body: { email } }),
    );
    expect(answer.status).toBe(200);
    const token = await lastLinkToken(email, '/reset/');
    expectLifetime((await stored(keys.link('RST', sha256(token)))).expiresAt, window, 60 * MINUTE);
    expect((await emailsTo(email)).at(-1)?.body.text).toContain('ważny 60 min');
  });

  it('an invitation of a new user: 7 days (README, decision 52), and the e-mail says so', async () => {
    expect(staffUserLimits.invitationDays).toBe(7);
    const email = uniqueEmail('zaproszenie');
    const { value: answer, window } = await during(() =>
      org.clients.mainAdmin.call(addUser, { body: userInput({ email }) }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const token = await lastLinkToken(email, '/invitation/');
    expectLifetime((await stored(keys.invitation(sha256(token)))).expiresAt, window, 7 * DAY);
    expect((await emailsTo(email)).at(-1)?.body.text).toContain('link jest ważny 7 dni');
  });

  it('an SMS login code: 5 minutes (docs/security.md §12.2), and the SMS says so', async () => {
    expect(authLifetimes.smsCodeSeconds).toBe(5 * MINUTE);
    const { email, password } = await registerOrganisation();
    const phone = String(500_000_000 + Math.floor(Math.random() * 99_999_999));
    await enableSmsLogin(email, phone);
    const { value: logged, window } = await during(() => logIn(email, password));
    const challengeId = (logged.answer.body as { challengeId: string }).challengeId;
    expectLifetime((await stored(keys.smsChallenge(sha256(challengeId)))).expiresAt, window, 5 * MINUTE);
    expect((await smsTo(phone)).at(-1)?.message).toContain('Kod jest wazny 5 minut');
  });

  it("the authenticator step: 5 minutes, as the SMS code's; a required setup's offered secret 10 minutes", async () => {
    const { email, password } = await registerOrganisation();
    const { client } = await logIn(email, password);
    const offer = await client.call(startTotpSetup);
    await client.call(confirmTotp, { body: { code: totpCodeAt(offer.body.secret) } });
    const { value: logged, window } = await during(() => logIn(email, password));
    const challengeId = (logged.answer.body as { challengeId: string }).challengeId;
    expectLifetime((await stored(keys.totpChallenge(sha256(challengeId)))).expiresAt, window, 5 * MINUTE);

    const other = await registerOrganisation();
    const admin = (await logIn(other.email, other.password)).client;
    await admin.call(updateSecurity, {
      body: { adminFilesAntivirusScan: false, reporterFilesAntivirusScan: false, requireSecondFactor: true },
    });
    const { value: setup, window: setupWindow } = await during(() => logIn(other.email, other.password));
    const setupId = (setup.answer.body as { challengeId: string }).challengeId;
    expectLifetime((await stored(keys.totpChallenge(sha256(setupId)))).expiresAt, setupWindow, 10 * MINUTE);
  });
});

describe('a report forwarded to an external authority', () => {
  it('is shared for 14 days (README, decision 53); a download code lives 15 minutes (decision 53)', async () => {
    expect(shareRules.lifetimeDays).toBe(14);
    expect(shareRules.codeLifetimeMinutes).toBe(15);
    const report = await org.report(org.mine, { state: reportState.open });
    const emailTo = uniqueEmail('organ');
    const { value: forward, window } = await during(() =>
      forwardReport(org.clients.mainAdmin, report.reportId, sampleMessage(emailTo)),
    );
    expect(forward.sent.status).toBe(200);
    const shareId = await lastShareId(emailTo);
    const share = await stored(keys.share(sha256(shareId)));
    expectLifetime(share.expiresAt, window, 14 * DAY);
    expect((await new TestClient().call(getShare, { params: { shareId } })).body.expiresAt).toBe(share.expiresAt);

    const code = await during(() => new TestClient().call(sendShareCode, { params: { shareId } }));
    expect(code.value.status).toBe(200);
    expectLifetime((await stored(keys.share(sha256(shareId)))).codeExpiresAt, code.window, 15 * MINUTE);
  });
});

describe('a submission slot of the public form', () => {
  it('lives an hour (shared/domain/report-form.ts: the spec is silent), stored and answered alike', async () => {
    expect(SUBMISSION_SLOT_SECONDS).toBe(HOUR);
    const { value: slot, window } = await during(() =>
      new TestClient().call(startSubmission, {
        params: { alias: org.alias },
        body: { categoryId: org.mine.categoryId, files: [] },
      }),
    );
    expect(slot.status, JSON.stringify(slot.body)).toBe(200);
    expectLifetime(slot.body.expiresAt, window, HOUR);
    expect((await stored(keys.submissionSlot(slot.body.reportId))).expiresAt).toBe(slot.body.expiresAt);
  });
});
