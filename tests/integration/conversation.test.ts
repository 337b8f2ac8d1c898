import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  completeInboxFileUpload,
  completePrivateFileUpload,
  completeReplyFileUpload,
  downloadInboxFile,
  downloadReportFile,
  getInboxReport,
  getReport,
  inboxContracts,
  listInboxMessages,
  listReportMessages,
  listReports,
  markReportFeedback,
  listReportsWithNewMessages,
  logInToInbox,
  logInToPhoneInbox,
  logOutOfInbox,
  renewInboxSession,
  sendInboxMessage,
  sendReply,
  startInboxFileUpload,
  startPrivateFileUpload,
  startReplyFileUpload,
  updateVoiceMessages,
  type Contract,
} from '@shared/contracts/index.js';
import { CONTENT_PURPOSE, decryptContentText, encryptContent } from '@shared/crypto/content.js';
import { fileTexts } from '@shared/messages/files.js';
import {
  deriveReporterKeys,
  formatReporterIdentifier,
  generateReporterIdentifier,
} from '@shared/crypto/reporter-secrets.js';
import { inboxLoginLimit } from '@shared/domain/inbox.js';
import { reportState } from '@shared/domain/report.js';
import { conversationTexts, inboxTexts } from '@shared/messages/conversation.js';
import { listLogEntries } from '../../functions/data/audit-log.js';
import { getReportRecord } from '../../functions/data/reports.js';
import { logInAndUnlock, registerOrganisation, testArgon } from '../support/accounts.js';
import { TestClient } from '../support/api-client.js';
import { givenCategory, givenReport } from '../support/report-fixtures.js';
import { organisationWithStaff, type Organisation, type RoleName } from '../support/report-organisation.js';
import {
  decryptMessage,
  downloadAndDecrypt,
  encryptMessage,
  expireInboxToken,
  expireLicence,
  logInAsReporter,
  uploadMessageFile,
  withToken,
  type Reporter,
} from '../support/inbox.js';
import type { ContentEnvelope } from '@shared/crypto/envelopes.js';
import { encryptedFileSize } from '@shared/crypto/files.js';
import { MB } from '@shared/domain/files.js';

/** A well-formed ciphertext for calls whose answer does not depend on what it says. */
const placeholderBody = { v: 1 as const, alg: 'A256GCM' as const, iv: 'AAAAAAAAAAAAAAAA', ct: 'A'.repeat(24) };

/** The report as its organisation's main administrator reads it (the report page's endpoint). */
const staffView = async (reportId: string) =>
  (await org.clients.mainAdmin.call(getReport, { params: { reportId } })).body;

const reporterContracts = inboxContracts.filter((contract) => contract.auth.kind === 'reporter');

/** A call of each reporter endpoint with a valid body, so that only the token decides. */
const validInput = (contract: Contract): { params?: Record<string, string>; body?: unknown } => {
  if (contract === sendInboxMessage) return { body: { messageId: randomUUID(), body: placeholderBody } };
  if (contract === downloadInboxFile) return { params: { fileId: randomUUID() } };
  if (contract === startInboxFileUpload) return { params: { messageId: randomUUID() }, body: { size: 100 } };
  if (contract === completeInboxFileUpload)
    return { params: { messageId: randomUUID(), fileId: randomUUID() }, body: { name: placeholderBody } };
  return {};
};

let org: Organisation;
beforeAll(async () => {
  org = await organisationWithStaff();
});

describe('inbox login', () => {
  it('opens the inbox with the identifier typed with or without dashes, in any letter case', async () => {
    const report = await org.report();
    for (const typed of [
      report.identifier,
      formatReporterIdentifier(report.identifier),
      formatReporterIdentifier(report.identifier).toLowerCase(),
    ]) {
      const reporter = await logInAsReporter(report, { identifier: typed });
      const answer = await reporter.call(getInboxReport);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        reportId: report.reportId,
        identifier: formatReporterIdentifier(report.identifier),
        categoryName: 'Korupcja',
      });
    }
  });

  it('answers an unknown identifier and a wrong password alike, and the password never travels', async () => {
    const report = await org.report();
    const wrong = await deriveReporterKeys(report.identifier, 'zle-haslo-1234', testArgon);
    const unknownIdentifier = generateReporterIdentifier();
    const unknown = await deriveReporterKeys(unknownIdentifier, report.reporterPassword, testArgon);
    const client = new TestClient();
    const wrongAnswer = await client.call(logInToInbox, {
      body: { identifier: report.identifier, authKey: wrong.authKey },
    });
    const unknownAnswer = await client.call(logInToInbox, {
      body: { identifier: unknownIdentifier, authKey: unknown.authKey },
    });
    expect(wrongAnswer.status).toBe(401);
    expect(unknownAnswer.status).toBe(401);
    expect(wrongAnswer.body).toEqual(unknownAnswer.body);
    expect(wrongAnswer.body.message).toBe(inboxTexts.invalidCredentials);
    expect(wrongAnswer.body.key).toBe('inboxTexts.invalidCredentials');
    const withPassword = await client.call(logInToInbox, {
      body: { identifier: report.identifier, password: report.reporterPassword } as never,
    });
    expect(withPassword.status).toBe(400);
  });

  it('refuses the sixth wrong password in a row, even a right one then, with a Polish retry message', async () => {
    const report = await org.report();
    const wrong = await deriveReporterKeys(report.identifier, 'zle-haslo-1234', testArgon);
    const client = new TestClient();
    for (let attempt = 1; attempt <= inboxLoginLimit.limit; attempt += 1) {
      expect(
        (await client.call(logInToInbox, { body: { identifier: report.identifier, authKey: wrong.authKey } })).status,
      ).toBe(401);
    }
    const sixth = await new TestClient().call(logInToInbox, {
      body: { identifier: report.identifier, authKey: wrong.authKey },
    });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('Zbyt wiele prób. Spróbuj ponownie za 15 min.');
    await expect(logInAsReporter(report)).rejects.toThrow(/429/);
  });

  it('forgets a run of wrong passwords after a right one', async () => {
    const report = await org.report();
    const wrong = await deriveReporterKeys(report.identifier, 'zle-haslo-1234', testArgon);
    const client = new TestClient();
    for (let attempt = 1; attempt < inboxLoginLimit.limit; attempt += 1)
      await client.call(logInToInbox, { body: { identifier: report.identifier, authKey: wrong.authKey } });
    await logInAsReporter(report);
    for (let attempt = 1; attempt < inboxLoginLimit.limit; attempt += 1) {
      expect(
        (await client.call(logInToInbox, { body: { identifier: report.identifier, authKey: wrong.authKey } })).status,
      ).toBe(401);
    }
    await expect(logInAsReporter(report)).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('opens a phone report with identifier and phone number, only through the phone login', async () => {
    const phoneReport = await org.report(org.mine, { phone: '600700800' });
    const reporter = await logInAsReporter(phoneReport, { phone: '600700800' });
    expect((await reporter.call(getInboxReport)).body).toMatchObject({ reportId: phoneReport.reportId, type: 2 });
    await expect(logInAsReporter(phoneReport, { phone: '600700801' })).rejects.toThrow(/401/);
    await expect(logInAsReporter(phoneReport)).rejects.toThrow(/401/);
    const formReport = await org.report();
    const formSecret = await deriveReporterKeys(formReport.identifier, formReport.reporterPassword, testArgon);
    expect(
      (
        await new TestClient().call(logInToPhoneInbox, {
          body: { identifier: formReport.identifier, authKey: formSecret.authKey },
        })
      ).status,
    ).toBe(401);
  });
});

describe('the inbox token', () => {
  it.each(reporterContracts.map((contract) => [contract.name, contract] as const))(
    '%s: no token, an unknown or an expired token → 401',
    async (_, contract) => {
      const report = await org.report();
      const reporter = await logInAsReporter(report);
      expect((await withToken(contract, null, validInput(contract) as never)).status).toBe(401);
      expect((await withToken(contract, 'nieznany-token-123', validInput(contract) as never)).status).toBe(401);
      await expireInboxToken(reporter.token);
      expect((await withToken(contract, reporter.token, validInput(contract) as never)).status).toBe(401);
    },
  );

  it("binds a token to its report: another report's token reaches none of this report's messages or files", async () => {
    const mine = await org.report(org.mine, { files: ['mój plik'] });
    const other = await org.report(org.mine, { files: ['cudzy plik'] });
    const me = await logInAsReporter(mine);
    const them = await logInAsReporter(other);
    const messageId = randomUUID();
    await me.call(sendInboxMessage, {
      body: { messageId, body: await encryptMessage(mine, me.reportKey, messageId, 'reporter', 'Tylko moja') },
    });
    expect((await them.call(getInboxReport)).body.reportId).toBe(other.reportId);
    expect((await them.call(listInboxMessages)).body.messages).toEqual([]);
    expect((await them.call(downloadInboxFile, { params: { fileId: mine.files[0]!.fileId } })).status).toBe(404);
    expect((await me.call(downloadInboxFile, { params: { fileId: mine.files[0]!.fileId } })).status).toBe(200);
  });

  it("'Przedłuż' gives a new token for 900 s and revokes the old one; logout deletes the token", async () => {
    const reporter = await logInAsReporter(await org.report());
    const renewed = await reporter.call(renewInboxSession);
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({ expiresInSeconds: 900 });
    expect(renewed.body.token).not.toBe(reporter.token);
    expect((await reporter.call(getInboxReport)).status).toBe(401);
    expect((await withToken(getInboxReport, renewed.body.token)).status).toBe(200);
    expect((await withToken(logOutOfInbox, renewed.body.token)).status).toBe(200);
    expect((await withToken(getInboxReport, renewed.body.token)).status).toBe(401);
  });
});

describe('what the reporter reads', () => {
  it('shows the info panel and the acknowledgement of receipt once staff opened the report, and nothing staff keep for themselves', async () => {
    const fresh = await org.report();
    const reporter = await logInAsReporter(fresh);
    const before = (await reporter.call(getInboxReport)).body;
    expect(before).toMatchObject({
      state: reportState.new,
      acknowledgedAt: null,
      licenceActive: true,
      categoryName: 'Korupcja',
    });
    // phoneProtocol: the call's protocol and its approval, null for a form report (issue #20).
    expect(before.phoneProtocol).toBeNull();
    // externalChannelsNote: the organisation's own text under the external channels, none here (issue #33).
    expect(before.externalChannelsNote).toBeNull();
    // protocols and meetingRequestedAt: a voice message's transcript and a meeting's protocol staff
    // wrote (their text and state, never who wrote them), and the reporter's request (issue #32).
    expect(before.protocols).toEqual({ voice: null, meeting: null });
    expect(before.meetingRequestedAt).toBeNull();
    // personalDataRemovedAt: when data marked irrelevant was last deleted, never what (issue #35).
    expect(before.personalDataRemovedAt).toBeNull();
    // voiceMessages: whether the inbox's messages may carry a recording, and under which policy (issue #32).
    expect(before.voiceMessages).toBeNull();
    // receipt: the signed receipt the reporter may download again (issue #33).
    expect(Object.keys(before).sort()).toEqual(
      [
        'acknowledgedAt',
        'categoryName',
        'externalChannelsNote',
        'fieldDefs',
        'fields',
        'files',
        'filesScanned',
        'identifier',
        'keys',
        'licenceActive',
        'meetingRequestedAt',
        'organisationName',
        'personalDataRemovedAt',
        'phoneProtocol',
        'protocols',
        'receipt',
        'receivedAt',
        'reportId',
        'reporter',
        'state',
        'tenantId',
        'type',
        'voiceMessages',
      ].sort(),
    );
    expect(Object.keys(before.keys)).toEqual(['forReporter']);
    const opened = await org.report(org.mine, { state: reportState.open });
    const acknowledged = (await (await logInAsReporter(opened)).call(getInboxReport)).body;
    expect(acknowledged.acknowledgedAt).toBe((await staffView(opened.reportId)).acknowledgedAt);
  });
});

describe('the conversation', () => {
  it('carries a reporter message to staff (marker raised) and a staff reply back (reporter reads it, without the staff name)', async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    const reporter = await logInAsReporter(report);
    const question = randomUUID();
    const sent = await reporter.call(sendInboxMessage, {
      body: {
        messageId: question,
        body: await encryptMessage(
          report,
          reporter.reportKey,
          question,
          'reporter',
          'Czy ktoś to czyta? Zażółć gęślą jaźń',
        ),
      },
    });
    expect(sent.status).toBe(200);
    expect((await org.clients.user.call(listReportsWithNewMessages)).body.rows.map((row) => row.reportId)).toContain(
      report.reportId,
    );

    const staffView = await org.clients.user.call(listReportMessages, { params: { reportId: report.reportId } });
    expect(staffView.body.messages).toMatchObject([{ messageId: question, author: 'reporter', authorName: null }]);
    expect(await decryptMessage(report, reporter.reportKey, staffView.body.messages[0]!)).toBe(
      'Czy ktoś to czyta? Zażółć gęślą jaźń',
    );
    expect(
      (await org.clients.user.call(listReportsWithNewMessages)).body.rows.map((row) => row.reportId),
    ).not.toContain(report.reportId);

    const answer = randomUUID();
    const reply = await org.clients.user.call(sendReply, {
      params: { reportId: report.reportId },
      body: {
        messageId: answer,
        body: await encryptMessage(report, reporter.reportKey, answer, 'staff', 'Tak, dziękujemy.'),
        feedback: false,
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ author: 'staff', authorName: org.user.name });
    const inbox = (await reporter.call(listInboxMessages)).body.messages;
    expect(inbox.map((message) => message.author)).toEqual(['reporter', 'staff']);
    expect(inbox[1]).not.toHaveProperty('authorName');
    expect(JSON.stringify(inbox)).not.toContain(org.user.name);
    expect(await decryptMessage(report, reporter.reportKey, inbox[1]!)).toBe('Tak, dziękujemy.');
    const row = (await org.clients.user.call(listReports, { query: { state: 'open', perPage: -1 } })).body.rows.find(
      (r) => r.reportId === report.reportId,
    );
    expect(row?.repliesCount).toBe(1);
    const log = await listLogEntries(org.tenantId, { limit: 50 });
    expect(
      log.items.filter((entry) => entry.reportId === report.reportId).map((entry) => [entry.action, entry.userName]),
    ).toEqual(
      expect.arrayContaining([
        ['report.reply.sent', org.user.name],
        ['report.message.received', 'Sygnalista'],
      ]),
    );
    expect(
      log.items.find((entry) => entry.action === 'report.message.received' && entry.reportId === report.reportId)
        ?.clientIp ?? null,
    ).toBeNull();
  });

  it('keeps the marker when an auditor reads the conversation', async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    const reporter = await logInAsReporter(report);
    const id = randomUUID();
    await reporter.call(sendInboxMessage, {
      body: { messageId: id, body: await encryptMessage(report, reporter.reportKey, id, 'reporter', 'Halo') },
    });
    expect((await org.clients.auditor.call(listReportMessages, { params: { reportId: report.reportId } })).status).toBe(
      200,
    );
    expect((await staffView(report.reportId)).hasNewMessages).toBe(true);
  });

  it('refuses a replayed message id with 409 and stores it once', async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    const reporter = await logInAsReporter(report);
    const id = randomUUID();
    const body = { messageId: id, body: await encryptMessage(report, reporter.reportKey, id, 'reporter', 'Raz') };
    expect((await reporter.call(sendInboxMessage, { body })).status).toBe(200);
    expect((await reporter.call(sendInboxMessage, { body })).status).toBe(409);
    expect((await reporter.call(listInboxMessages)).body.messages).toHaveLength(1);
  });

  const replyAs = async (role: RoleName, reportId: string) => {
    const id = randomUUID();
    return org.clients[role].call(sendReply, {
      params: { reportId },
      body: { messageId: id, body: placeholderBody, feedback: false },
    });
  };

  it.each<[RoleName, number]>([
    ['mainAdmin', 200],
    ['admin', 200],
    ['user', 200],
    ['userWithoutReply', 403],
    ['auditor', 403],
    ['otherCategoryUser', 404],
  ])('a reply by %s answers %i', async (role, status) => {
    const report = await org.report(org.mine, { state: reportState.open });
    const answer = await replyAs(role, report.reportId);
    expect(answer.status).toBe(status);
    // An auditor is refused by role before the report is read; a user by the category's canResponse.
    if (status === 403 && role !== 'auditor') expect(answer.body.message).toBe(conversationTexts.noReplyRight);
    expect((await staffView(report.reportId)).repliesCount).toBe(status === 200 ? 1 : 0);
  });

  it('takes no message from either side on a closed report', async () => {
    const report = await org.report(org.mine, { state: reportState.archived });
    const reporter = await logInAsReporter(report);
    const id = randomUUID();
    const fromReporter = await reporter.call(sendInboxMessage, {
      body: { messageId: id, body: await encryptMessage(report, reporter.reportKey, id, 'reporter', 'Halo') },
    });
    expect(fromReporter.status).toBe(409);
    expect(fromReporter.body.message).toBe(conversationTexts.closed);
    const fromStaff = await replyAs('user', report.reportId);
    expect(fromStaff.status).toBe(409);
    expect(fromStaff.body.message).toBe(conversationTexts.closed);
    expect((await reporter.call(getInboxReport)).body.state).toBe(reportState.archived);
    expect((await reporter.call(listInboxMessages)).body.messages).toEqual([]);
  });

  it('refuses writes of a reporter whose organisation lost its licence, and tells them in the report', async () => {
    const { email, password } = await registerOrganisation();
    const main = await logInAndUnlock(email, password);
    const category = await givenCategory(main.session.customerId, {
      users: [{ userId: main.session.id, canResponse: true }],
    });
    const report = await givenReport(category, {
      state: reportState.open,
      organisation: main.session.keys.organisation,
    });
    const reporter = await logInAsReporter(report);
    await expireLicence(main.session.customerId);
    const id = randomUUID();
    const sent = await reporter.call(sendInboxMessage, {
      body: { messageId: id, body: await encryptMessage(report, reporter.reportKey, id, 'reporter', 'Halo') },
    });
    expect(sent.status).toBe(403);
    expect(sent.body.message).toBe(inboxTexts.licenceNotice);
    expect((await reporter.call(getInboxReport)).body.licenceActive).toBe(false);
    expect(
      (
        await main.client.call(sendReply, {
          params: { reportId: report.reportId },
          body: { messageId: id, body: placeholderBody, feedback: false },
        })
      ).status,
    ).toBe(403);
  });

  it('answers another organisation with 404', async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    const stranger = await organisationWithStaff();
    expect(
      (await stranger.clients.mainAdmin.call(listReportMessages, { params: { reportId: report.reportId } })).status,
    ).toBe(404);
    expect((await replyAsStranger(stranger, report.reportId)).status).toBe(404);
  });
});

describe('attachments of the conversation', () => {
  const reporterSteps = (reporter: Reporter, messageId: string) => ({
    start: (size: number) => reporter.call(startInboxFileUpload, { params: { messageId }, body: { size } }),
    complete: (fileId: string, name: ContentEnvelope) =>
      reporter.call(completeInboxFileUpload, { params: { messageId, fileId }, body: { name } }),
  });
  const staffSteps = (client: TestClient, reportId: string, messageId: string) => ({
    start: (size: number) => client.call(startReplyFileUpload, { params: { reportId, messageId }, body: { size } }),
    complete: (fileId: string, name: ContentEnvelope) =>
      client.call(completeReplyFileUpload, { params: { reportId, messageId, fileId }, body: { name } }),
  });

  it("carries the reporter's file to staff and a reply's file back, each decrypted by the other side", async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    const reporter = await logInAsReporter(report);
    const question = randomUUID();
    await reporter.call(sendInboxMessage, {
      body: {
        messageId: question,
        body: await encryptMessage(report, reporter.reportKey, question, 'reporter', 'W załączniku faktura'),
      },
    });
    const sent = await uploadMessageFile(
      reporterSteps(reporter, question),
      report,
      reporter.reportKey,
      'faktura-źródłowa.txt',
      'Kwota: 1000 zł',
    );
    expect(sent.completed?.status).toBe(200);

    const staffView = (await org.clients.user.call(listReportMessages, { params: { reportId: report.reportId } })).body
      .messages;
    expect(staffView[0]!.files.map((file) => file.fileId)).toEqual([sent.fileId]);
    const staffUrl = await org.clients.user.call(downloadReportFile, {
      params: { reportId: report.reportId, fileId: sent.fileId! },
    });
    expect(await downloadAndDecrypt(staffUrl.body.url, report, reporter.reportKey, sent.fileId!)).toBe(
      'Kwota: 1000 zł',
    );

    const answer = randomUUID();
    await org.clients.user.call(sendReply, {
      params: { reportId: report.reportId },
      body: {
        messageId: answer,
        body: await encryptMessage(report, reporter.reportKey, answer, 'staff', 'Odpowiedź z plikiem'),
        feedback: false,
      },
    });
    const replied = await uploadMessageFile(
      staffSteps(org.clients.user, report.reportId, answer),
      report,
      reporter.reportKey,
      'odpowiedź.txt',
      'Wyjaśnienie ąę',
    );
    expect(replied.completed?.status).toBe(200);

    const inbox = (await reporter.call(listInboxMessages)).body.messages;
    expect(inbox.map((message) => message.files.map((file) => file.fileId))).toEqual([[sent.fileId], [replied.fileId]]);
    const url = await reporter.call(downloadInboxFile, { params: { fileId: replied.fileId! } });
    expect(await downloadAndDecrypt(url.body.url, report, reporter.reportKey, replied.fileId!)).toBe('Wyjaśnienie ąę');
  });

  it('never lets the reporter reach a private file, nor attach to a staff reply; staff attach only to their own reply', async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    const reporter = await logInAsReporter(report);
    const priv = await uploadMessageFile(
      {
        start: (size) =>
          org.clients.user.call(startPrivateFileUpload, { params: { reportId: report.reportId }, body: { size } }),
        complete: (fileId, name) =>
          org.clients.user.call(completePrivateFileUpload, {
            params: { reportId: report.reportId, fileId },
            body: { name },
          }),
      },
      report,
      reporter.reportKey,
      'tajne.txt',
      'Tylko dla zespołu',
    );
    expect(priv.completed?.status).toBe(200);
    expect((await reporter.call(downloadInboxFile, { params: { fileId: priv.fileId! } })).status).toBe(404);
    expect(JSON.stringify((await reporter.call(listInboxMessages)).body)).not.toContain(priv.fileId);

    const answer = randomUUID();
    await org.clients.user.call(sendReply, {
      params: { reportId: report.reportId },
      body: {
        messageId: answer,
        body: await encryptMessage(report, reporter.reportKey, answer, 'staff', 'Hej'),
        feedback: false,
      },
    });
    expect(
      (await reporter.call(startInboxFileUpload, { params: { messageId: answer }, body: { size: 100 } })).status,
    ).toBe(404);
    expect(
      (
        await org.clients.mainAdmin.call(startReplyFileUpload, {
          params: { reportId: report.reportId, messageId: answer },
          body: { size: 100 },
        })
      ).status,
    ).toBe(404);
  });

  it('carries a voice message recorded in the inbox with its marker as ciphertext, only where the organisation offers them', async () => {
    const setVoice = async (enabled: boolean) =>
      expect(
        (
          await org.clients.mainAdmin.call(updateVoiceMessages, {
            body: { enabled, disguise: 'always', maxMinutes: 4 },
          })
        ).status,
      ).toBe(200);
    const report = await org.report(org.mine, { state: reportState.open });
    const reporter = await logInAsReporter(report);
    const marker = JSON.stringify({ disguised: true, durationSeconds: 12.5 });
    const markerContext = (fileId: string) => ({
      tenant: report.tenantId,
      report: report.reportId,
      purpose: CONTENT_PURPOSE.fileVoice(fileId),
    });
    const sendRecording = async () => {
      const messageId = randomUUID();
      await reporter.call(sendInboxMessage, {
        body: {
          messageId,
          body: await encryptMessage(report, reporter.reportKey, messageId, 'reporter', 'Nagranie w załączniku'),
        },
      });
      return uploadMessageFile(
        {
          start: (size) => reporter.call(startInboxFileUpload, { params: { messageId }, body: { size } }),
          complete: async (fileId, name) =>
            reporter.call(completeInboxFileUpload, {
              params: { messageId, fileId },
              body: { name, voice: await encryptContent(reporter.reportKey, marker, markerContext(fileId)) },
            }),
        },
        report,
        reporter.reportKey,
        'wiadomosc-glosowa.webm',
        'nagranie',
      );
    };
    await setVoice(true);
    try {
      expect((await reporter.call(getInboxReport)).body.voiceMessages).toEqual({ disguise: 'always', maxMinutes: 4 });
      const sent = await sendRecording();
      expect(sent.completed?.status).toBe(200);
      const staffFile = (await org.clients.user.call(listReportMessages, { params: { reportId: report.reportId } }))
        .body.messages[0]!.files[0]!;
      expect(staffFile.fileId).toBe(sent.fileId);
      expect(await decryptContentText(reporter.reportKey, staffFile.voice!, markerContext(sent.fileId!))).toBe(marker);
      expect((await reporter.call(listInboxMessages)).body.messages[0]!.files[0]!.voice).toEqual(staffFile.voice);

      await setVoice(false);
      expect((await reporter.call(getInboxReport)).body.voiceMessages).toBeNull();
      const refused = await sendRecording();
      expect(refused.completed?.status).toBe(400);
      expect((refused.completed?.body as { message: string }).message).toBe(fileTexts.voiceNotOffered);
      const listed = (await reporter.call(listInboxMessages)).body.messages;
      expect(listed.flatMap((message) => message.files.map((file) => file.fileId))).toEqual([sent.fileId]);
    } finally {
      await setVoice(false);
    }
  });

  it('refuses attachments over 30 MB, and any on a closed report', async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    const reporter = await logInAsReporter(report);
    const id = randomUUID();
    await reporter.call(sendInboxMessage, {
      body: { messageId: id, body: await encryptMessage(report, reporter.reportKey, id, 'reporter', 'Duży plik') },
    });
    expect(
      (
        await reporter.call(startInboxFileUpload, {
          params: { messageId: id },
          body: { size: encryptedFileSize(30 * MB) },
        })
      ).status,
    ).toBe(413);
    const archived = await org.report(org.mine, { state: reportState.archived });
    const closed = await logInAsReporter(archived);
    expect((await closed.call(startInboxFileUpload, { params: { messageId: id }, body: { size: 100 } })).status).toBe(
      409,
    );
  });
});

const replyAsStranger = (stranger: Organisation, reportId: string) =>
  stranger.clients.mainAdmin.call(sendReply, {
    params: { reportId },
    body: { messageId: randomUUID(), body: placeholderBody, feedback: false },
  });

describe("feedback to the reporter (the Act's 3-month term)", () => {
  const rowOf = async (reportId: string) =>
    (await org.clients.user.call(listReports, { query: { state: 'open', perPage: -1 } })).body.rows.find(
      (row) => row.reportId === reportId,
    );
  const reply = (reportId: string, feedback = false) =>
    org.clients.user.call(sendReply, {
      params: { reportId },
      body: { messageId: randomUUID(), body: placeholderBody, feedback },
    });

  it('is not given by a plain reply (e.g. asking for documents): the clock runs on, the reply is counted', async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    const plain = await reply(report.reportId);
    expect(plain.status).toBe(200);
    expect(plain.body.feedback).toBe(false);
    expect(await rowOf(report.reportId)).toMatchObject({ feedbackAt: null, repliesCount: 1 });
    expect((await getReportRecord(org.tenantId, report.reportId))?.feedbackAt).toBeUndefined();
    const log = await listLogEntries(org.tenantId, { limit: 100 });
    expect(log.items.filter((entry) => entry.reportId === report.reportId).map((entry) => entry.action)).toEqual([
      'report.reply.sent',
    ]);
  });

  it("is given by the first reply staff mark as it ('To jest informacja zwrotna'): the row shows its date, later replies keep it; logged as such", async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    expect((await rowOf(report.reportId))?.feedbackAt).toBeNull();
    expect((await reply(report.reportId)).status).toBe(200);
    const marked = await reply(report.reportId, true);
    expect(marked.status).toBe(200);
    expect(marked.body.feedback).toBe(true);
    expect((await reply(report.reportId, true)).status).toBe(200);
    expect((await reply(report.reportId)).status).toBe(200);
    expect(await rowOf(report.reportId)).toMatchObject({ feedbackAt: marked.body.sentAt, repliesCount: 4 });
    expect((await getReportRecord(org.tenantId, report.reportId))?.feedbackAt).toBe(marked.body.sentAt);
    const conversation = (await org.clients.auditor.call(listReportMessages, { params: { reportId: report.reportId } }))
      .body.messages;
    expect(conversation.map((message) => message.feedback)).toEqual([false, true, true, false]);
    const log = await listLogEntries(org.tenantId, { limit: 100 });
    expect(
      log.items.filter((entry) => entry.reportId === report.reportId && entry.action === 'report.reply.feedback'),
    ).toHaveLength(2);
  });

  it('can be marked as given outside the platform, once, by someone who may reply; it is logged', async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    const refused = await org.clients.userWithoutReply.call(markReportFeedback, {
      params: { reportId: report.reportId },
    });
    expect(refused.status).toBe(403);
    expect((await rowOf(report.reportId))?.feedbackAt).toBeNull();
    const marked = await org.clients.user.call(markReportFeedback, { params: { reportId: report.reportId } });
    expect(marked.status).toBe(200);
    expect((await rowOf(report.reportId))?.feedbackAt).toBe(marked.body.feedbackAt);
    expect(
      (await org.clients.mainAdmin.call(markReportFeedback, { params: { reportId: report.reportId } })).body.feedbackAt,
    ).toBe(marked.body.feedbackAt);
    expect((await reply(report.reportId, true)).status).toBe(200);
    expect((await rowOf(report.reportId))?.feedbackAt).toBe(marked.body.feedbackAt);
    const log = await listLogEntries(org.tenantId, { limit: 100 });
    expect(
      log.items.filter((entry) => entry.reportId === report.reportId && entry.action === 'report.feedback.marked'),
    ).toHaveLength(1);
  });

  it('of a report stored with it (as the demo stores them) shows on the category row a user lists', async () => {
    const feedbackAt = new Date(Date.now() - 86_400_000).toISOString();
    const report = await org.report(org.mine, {
      state: reportState.open,
      receivedAt: new Date(Date.now() - 5 * 86_400_000).toISOString(),
      feedbackAt,
    });
    expect((await rowOf(report.reportId))?.feedbackAt).toBe(feedbackAt);
  });

  it('is refused on a closed report and on a report the caller cannot see', async () => {
    const closed = await org.report(org.mine, { state: reportState.archived });
    expect((await org.clients.user.call(markReportFeedback, { params: { reportId: closed.reportId } })).status).toBe(
      409,
    );
    const elsewhere = await org.report(org.theirs, { state: reportState.open });
    expect((await org.clients.user.call(markReportFeedback, { params: { reportId: elsewhere.reportId } })).status).toBe(
      404,
    );
    expect((await getReportRecord(org.tenantId, elsewhere.reportId))?.feedbackAt).toBeUndefined();
  });
});
