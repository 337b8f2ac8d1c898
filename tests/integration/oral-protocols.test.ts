import { beforeAll, describe, expect, it } from 'vitest';
import {
  answerProtocol,
  getInboxReport,
  getReport,
  listRegister,
  requestMeeting,
  writeReportProtocol,
} from '@shared/contracts/index.js';
import { decryptContentText, encryptContent } from '@shared/crypto/content.js';
import { meetingDue } from '@shared/domain/deadlines.js';
import { writtenProtocolPurpose, type WrittenProtocolKind } from '@shared/domain/protocols.js';
import { reportState } from '@shared/domain/report.js';
import { protocolTexts } from '@shared/messages/protocols.js';
import { reportTexts } from '@shared/messages/reports.js';
import { listLogEntries } from '../../functions/data/audit-log.js';
import { getReportProtocol } from '../../functions/data/report-protocols.js';
import { getReportRecord } from '../../functions/data/reports.js';
import type { TestClient } from '../support/api-client.js';
import { expireLicence, logInAsReporter, type Reporter } from '../support/inbox.js';
import type { GivenReport } from '../support/report-fixtures.js';
import { organisationWithStaff, type Organisation } from '../support/report-organisation.js';

/**
 * The protocols of oral reports staff write (issue #32): a voice message's transcript and a
 * meeting's protocol, encrypted in the browser under the report key; the reporter approves them or
 * asks for corrections in the inbox, on the version read; and the reporter's request for a meeting,
 * whose 14-day term staff see. Every step in the log, nothing written by a refused call.
 */
let org: Organisation;
let stranger: Organisation;

beforeAll(async () => {
  [org, stranger] = await Promise.all([organisationWithStaff(), organisationWithStaff()]);
});

const voiceFile = {
  name: 'wiadomosc-glosowa.webm',
  bytes: new Uint8Array([26, 69, 223, 163]),
  voice: JSON.stringify({ disguised: true, durationSeconds: 12 }),
};

/** An open report with a voice message, its reporter logged in. */
async function voiceReport(): Promise<{ report: GivenReport; reporter: Reporter }> {
  const report = await org.report(org.mine, { state: reportState.open, files: [voiceFile] });
  return { report, reporter: await logInAsReporter(report) };
}

const encryptProtocol = (
  report: GivenReport,
  reportKey: CryptoKey,
  kind: WrittenProtocolKind,
  version: number,
  text: string,
) =>
  encryptContent(reportKey, text, {
    tenant: report.tenantId,
    report: report.reportId,
    purpose: writtenProtocolPurpose(kind, version),
  });

const write = (
  client: TestClient,
  report: GivenReport,
  kind: WrittenProtocolKind,
  body: { text: Awaited<ReturnType<typeof encryptProtocol>>; version: number },
) => client.call(writeReportProtocol, { params: { reportId: report.reportId, kind }, body });

const actionsOf = async (report: GivenReport) =>
  (await listLogEntries(org.tenantId, { limit: 200 })).items
    .filter((entry) => entry.reportId === report.reportId)
    .map((entry) => entry.action)
    .sort();

describe("a voice message's transcript", () => {
  it('staff write it, the reporter reads and approves it in the inbox, staff see the state; each step is logged', async () => {
    const { report, reporter } = await voiceReport();
    const text = 'Dzień dobry. Chcę zgłosić nieprawidłowości w dziale zakupów.';
    const saved = await write(org.clients.user, report, 'voice', {
      text: await encryptProtocol(report, reporter.reportKey, 'voice', 1, text),
      version: 0,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ state: 'awaiting', version: 1, answeredAt: null });

    // The reporter's key opens what staff wrote (the server holds only ciphertext).
    const inbox = (await reporter.call(getInboxReport)).body;
    expect(inbox.protocols.voice).toMatchObject({ state: 'awaiting', version: 1 });
    expect(
      await decryptContentText(reporter.reportKey, inbox.protocols.voice!.text, {
        tenant: report.tenantId,
        report: report.reportId,
        purpose: writtenProtocolPurpose('voice', 1),
      }),
    ).toBe(text);
    // Who wrote it stays with staff.
    expect(JSON.stringify(inbox)).not.toContain(org.user.name);
    const stored = await getReportProtocol(report.tenantId, report.reportId, 'voice');
    expect(JSON.stringify(stored)).not.toContain('zakupów');

    const approved = await reporter.call(answerProtocol, { body: { kind: 'voice', decision: 'approve', version: 1 } });
    expect(approved.status).toBe(200);
    expect(approved.body.state).toBe('approved');
    const seen = await org.clients.auditor.call(getReport, { params: { reportId: report.reportId } });
    expect(seen.body.protocols.voice).toMatchObject({ state: 'approved', version: 1 });
    expect(seen.body.hasVoiceMessage).toBe(true);
    expect(await actionsOf(report)).toEqual(['report.voiceProtocol.approved', 'report.voiceProtocol.written']);

    // An approved transcript stays approved: no answer, no new version.
    const again = await reporter.call(answerProtocol, {
      body: { kind: 'voice', decision: 'corrections', version: 1 },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(protocolTexts.alreadyApproved);
    const rewrite = await write(org.clients.user, report, 'voice', {
      text: await encryptProtocol(report, reporter.reportKey, 'voice', 2, 'Inna treść'),
      version: 1,
    });
    expect(rewrite.status).toBe(409);
    expect(rewrite.body.message).toBe(protocolTexts.alreadyApproved);
    expect((await getReportProtocol(report.tenantId, report.reportId, 'voice'))?.version).toBe(1);
  });

  it('after the reporter asks for corrections, staff write a new version that awaits approval again', async () => {
    const { report, reporter } = await voiceReport();
    await write(org.clients.admin, report, 'voice', {
      text: await encryptProtocol(report, reporter.reportKey, 'voice', 1, 'Pierwsza wersja'),
      version: 0,
    });
    const corrections = await reporter.call(answerProtocol, {
      body: { kind: 'voice', decision: 'corrections', version: 1 },
    });
    expect(corrections.body.state).toBe('corrections');
    expect(
      (await org.clients.user.call(getReport, { params: { reportId: report.reportId } })).body.protocols.voice,
    ).toMatchObject({ state: 'corrections', version: 1 });

    const second = await write(org.clients.user, report, 'voice', {
      text: await encryptProtocol(report, reporter.reportKey, 'voice', 2, 'Druga wersja'),
      version: 1,
    });
    expect(second.body).toMatchObject({ state: 'awaiting', version: 2 });
    // The reporter answers the version they read: the first one is gone.
    const stale = await reporter.call(answerProtocol, { body: { kind: 'voice', decision: 'approve', version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(protocolTexts.changedMeanwhile);
    expect(
      (await reporter.call(answerProtocol, { body: { kind: 'voice', decision: 'approve', version: 2 } })).body.state,
    ).toBe('approved');
    expect(await actionsOf(report)).toEqual([
      'report.voiceProtocol.approved',
      'report.voiceProtocol.correctionsAsked',
      'report.voiceProtocol.written',
      'report.voiceProtocol.written',
    ]);
  });

  it('of two staff writing on the same version at once, one is kept and the other gets the Polish 409', async () => {
    const { report, reporter } = await voiceReport();
    const answers = await Promise.all(
      ['A', 'B'].map(async (text) =>
        write(org.clients.user, report, 'voice', {
          text: await encryptProtocol(report, reporter.reportKey, 'voice', 1, text),
          version: 0,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(protocolTexts.changedMeanwhile);
    expect(await actionsOf(report)).toEqual(['report.voiceProtocol.written']);
  });

  it('is refused on a report without a voice message, to an auditor, a user who may not reply, another category and another organisation; nothing is written', async () => {
    const plain = await org.report(org.mine, { state: reportState.open });
    const reporter = await logInAsReporter(plain);
    const text = await encryptProtocol(plain, reporter.reportKey, 'voice', 1, 'Treść');
    const noVoice = await write(org.clients.user, plain, 'voice', { text, version: 0 });
    expect(noVoice.status).toBe(409);
    expect(noVoice.body.message).toBe(protocolTexts.noVoiceMessage);

    const { report } = await voiceReport();
    expect((await write(org.clients.auditor, report, 'voice', { text, version: 0 })).status).toBe(403);
    const withoutReply = await write(org.clients.userWithoutReply, report, 'voice', { text, version: 0 });
    expect(withoutReply.status).toBe(403);
    expect(withoutReply.body.message).toBe(protocolTexts.notAllowed);
    const elsewhere = await write(org.clients.otherCategoryUser, report, 'voice', { text, version: 0 });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe(reportTexts.notFound);
    expect((await write(stranger.clients.mainAdmin, report, 'voice', { text, version: 0 })).status).toBe(404);
    expect((await getReportRecord(org.tenantId, report.reportId))?.voiceProtocol).toBeUndefined();
    expect(await getReportProtocol(org.tenantId, report.reportId, 'voice')).toBeNull();
    expect(await actionsOf(report)).toEqual([]);
    expect(await actionsOf(plain)).toEqual([]);
  });

  it('refuses bad input with a Polish 400, a stale version and a closed report with a 409; nothing is written', async () => {
    const { report, reporter } = await voiceReport();
    const empty = await write(org.clients.user, report, 'voice', {
      text: { v: 1, alg: 'A256GCM', iv: 'AAAAAAAAAAAAAAAA', ct: 'AAAA' },
      version: 0,
    });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain(protocolTexts.textRequired);
    const badKind = await org.clients.user.call(writeReportProtocol, {
      params: { reportId: report.reportId, kind: 'phone' as WrittenProtocolKind },
      body: { text: await encryptProtocol(report, reporter.reportKey, 'voice', 1, 'x'), version: 0 },
    });
    expect(badKind.status).toBe(400);
    const ahead = await write(org.clients.user, report, 'voice', {
      text: await encryptProtocol(report, reporter.reportKey, 'voice', 4, 'x'),
      version: 3,
    });
    expect(ahead.status).toBe(409);
    expect(ahead.body.message).toBe(protocolTexts.changedMeanwhile);

    const closed = await org.report(org.mine, { state: reportState.archived, files: [voiceFile] });
    const refused = await write(org.clients.user, closed, 'voice', {
      text: await encryptProtocol(closed, reporter.reportKey, 'voice', 1, 'x'),
      version: 0,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(protocolTexts.closed);
    expect(await actionsOf(report)).toEqual([]);
    expect(await actionsOf(closed)).toEqual([]);
  });

  it('the reporter cannot answer a transcript that does not exist, without a version, or once the licence ended', async () => {
    const { report, reporter } = await voiceReport();
    const none = await reporter.call(answerProtocol, { body: { kind: 'voice', decision: 'approve', version: 1 } });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(protocolTexts.noProtocol);
    await write(org.clients.user, report, 'voice', {
      text: await encryptProtocol(report, reporter.reportKey, 'voice', 1, 'Treść'),
      version: 0,
    });
    const noVersion = await reporter.call(answerProtocol, {
      body: { kind: 'voice', decision: 'approve' } as { kind: 'voice'; decision: 'approve'; version: number },
    });
    expect(noVersion.status).toBe(400);
    expect(JSON.stringify(noVersion.body)).toContain(protocolTexts.versionRequired);

    const lone = await organisationWithStaff();
    const theirs = await lone.report(lone.mine, { state: reportState.open, files: [voiceFile] });
    const theirReporter = await logInAsReporter(theirs);
    await write(lone.clients.user, theirs, 'voice', {
      text: await encryptProtocol(theirs, theirReporter.reportKey, 'voice', 1, 'Treść'),
      version: 0,
    });
    await expireLicence(lone.tenantId);
    const expired = await theirReporter.call(answerProtocol, {
      body: { kind: 'voice', decision: 'approve', version: 1 },
    });
    expect(expired.status).toBe(403);
    expect((await getReportRecord(lone.tenantId, theirs.reportId))?.voiceProtocol?.state).toBe('awaiting');
    expect((await getReportRecord(org.tenantId, report.reportId))?.voiceProtocol?.state).toBe('awaiting');
  });
});

describe('a meeting in person (art. 26)', () => {
  it('the reporter asks once; staff see its 14-day term in the report, the lists and the register; a protocol meets it and is approved in the inbox', async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    const reporter = await logInAsReporter(report);
    const before = (await org.clients.user.call(getReport, { params: { reportId: report.reportId } })).body;
    expect(before.meeting).toBeNull();
    // No protocol of a meeting nobody asked for.
    const early = await write(org.clients.user, report, 'meeting', {
      text: await encryptProtocol(report, reporter.reportKey, 'meeting', 1, 'x'),
      version: 0,
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(protocolTexts.noMeetingRequest);

    const asked = await reporter.call(requestMeeting);
    expect(asked.status).toBe(200);
    const replay = await reporter.call(requestMeeting);
    expect(replay.status).toBe(409);
    expect(replay.body.message).toBe(protocolTexts.meetingAlreadyRequested);
    expect((await reporter.call(getInboxReport)).body.meetingRequestedAt).toBe(asked.body.requestedAt);

    const seen = (await org.clients.user.call(getReport, { params: { reportId: report.reportId } })).body;
    expect(seen.meeting).toEqual({
      requestedAt: asked.body.requestedAt,
      protocolRecordedAt: null,
      protocolState: null,
    });
    expect(meetingDue(seen.meeting!.requestedAt) > new Date().toISOString().slice(0, 10)).toBe(true);
    const row = async () =>
      (await org.clients.admin.call(listRegister, { query: { perPage: -1 } })).body.rows.find(
        (candidate) => candidate.reportId === report.reportId,
      );
    expect((await row())?.meeting).toEqual(seen.meeting);

    const text = 'Spotkanie 2 grudnia, sala 3. Zgłaszający opisał przebieg zdarzeń.';
    const written = await write(org.clients.user, report, 'meeting', {
      text: await encryptProtocol(report, reporter.reportKey, 'meeting', 1, text),
      version: 0,
    });
    expect(written.status).toBe(200);
    expect((await row())?.meeting).toMatchObject({
      protocolRecordedAt: written.body.writtenAt,
      protocolState: 'awaiting',
    });

    const approved = await reporter.call(answerProtocol, {
      body: { kind: 'meeting', decision: 'approve', version: 1 },
    });
    expect(approved.body.state).toBe('approved');
    expect((await row())?.meeting?.protocolState).toBe('approved');
    expect(await actionsOf(report)).toEqual([
      'report.meeting.requested',
      'report.meetingProtocol.approved',
      'report.meetingProtocol.written',
    ]);
  });

  it('cannot be asked for on a closed report; nothing is written', async () => {
    const closed = await org.report(org.mine, { state: reportState.archived });
    const reporter = await logInAsReporter(closed);
    const refused = await reporter.call(requestMeeting);
    expect(refused.status).toBe(409);
    expect((await getReportRecord(org.tenantId, closed.reportId))?.meetingRequestedAt).toBeUndefined();
    expect(await actionsOf(closed)).toEqual([]);
  });
});
