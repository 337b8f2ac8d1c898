import { defaultRuleSettings } from '@shared/domain/rules.js';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  getInboxReport,
  getReceiptKeys,
  getSettings,
  getLogChain,
  getLoginParams,
  getPublicCategory,
  getProcedure,
  getPublicForm,
  getPublicProcedure,
  getReport,
  getReportStatistics,
  getReportContent,
  getSession,
  listForwards,
  grantAccess,
  listInboxMessages,
  listPrivateFiles,
  listRegister,
  listReportMessages,
  listReportNotes,
  listReports,
  listReportsWithNewMessages,
  listUsers,
  logInToInbox,
  logInToPhoneInbox,
  login,
  loginTotp,
} from '@shared/contracts/index.js';
import {
  derivePhoneCaseKeys,
  deriveReporterKeys,
  formatReporterIdentifier,
  normaliseReporterIdentifier,
} from '@shared/crypto/reporter-secrets.js';
import { reportKeyContext } from '@shared/crypto/submission.js';
import { unwrapKeyWithKek } from '@shared/crypto/wrap.js';
import { termsNeedingAttention } from '@shared/domain/deadlines.js';
import { inboxSession } from '@shared/domain/session.js';
import { notePurpose } from '@shared/domain/report-notes.js';
import type { ReportRow } from '@shared/contracts/reports/schemas.js';
import { deriveLogin, grantOrganisationKey, unlockSession } from '@shared/crypto/account.js';
import { CONTENT_PURPOSE, decryptContentText } from '@shared/crypto/content.js';
import { decryptFile } from '@shared/crypto/files.js';
import { fileContext, openReportAsOrganisation } from '@shared/crypto/submission.js';
import { fieldType } from '@shared/domain/category.js';
import { defaultCategoryNames, defaultCategoryFields } from '@shared/domain/default-categories.js';
import { CHECKBOX_TICKED } from '@shared/domain/field-values.js';
import { fileKinds, matchesKind } from '@shared/domain/file-kinds.js';
import { redactedText, ZRedactionRecord } from '@shared/domain/redactions.js';
import { parseVoiceMarker } from '@shared/domain/voice-messages.js';
import { writtenProtocolPurpose } from '@shared/domain/protocols.js';
import { cleanFile } from '@shared/metadata/clean-file.js';
import { voiceTexts } from '@shared/messages/voice.js';
import { filesBucket, s3 } from '../../functions/adapters/s3.js';
import { listLogEntries } from '../../functions/data/audit-log.js';
import { demo } from '../../local/config.js';
import { demoReportPlan } from '../../local/demo-reports.js';
import { emailsTo } from '../support/outbox.js';
import { demoReceivedEmailReports, demoReportCounts, seedDemo, unusedDemoBackupCode } from '../../local/seed.js';
import { totpCodeAt } from '../../functions/lib/totp.js';
import { TestClient } from '../support/api-client.js';
import { passDemoAdminCodeStep } from '../support/demo-admin.js';
import { ChainCheck, isWithheld, type ChainedEntry } from '@shared/crypto/log-chain.js';
import { polishCalendarDate } from '@shared/domain/report.js';
import { verifyReceipt } from '@shared/receipts/verify-receipt.js';

/** Logs in as the browser does, with the production Argon2id parameters the seed used. */
async function logInAs(email: string, password: string) {
  const client = new TestClient();
  const params = await client.call(getLoginParams, { body: { email } });
  const derived = await deriveLogin(password, params.body);
  const answer = await client.call(login, { body: { email, authKey: derived.authKey } });
  expect((await passDemoAdminCodeStep(client, answer)).status).toBe(200);
  const session = (await client.call(getSession)).body;
  return { client, session, keys: await unlockSession(derived, session.keys) };
}

async function registerOf(client: TestClient) {
  const rows: ReportRow[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.call(listRegister, { query: { perPage: 40, cursor } });
    rows.push(...page.body.rows);
    cursor = page.body.nextCursor ?? undefined;
  } while (cursor);
  return rows;
}

describe('the demo organisation of a first start', () => {
  beforeAll(async () => {
    await seedDemo();
  }, 600_000);

  it('offers both default categories, its text on external reports and voice messages on /form/demo-firma', async () => {
    const form = await new TestClient().call(getPublicForm, { params: { alias: demo.alias } });
    expect(form.body.categories.map((category) => category.name)).toEqual([
      defaultCategoryNames.internal,
      defaultCategoryNames.external,
    ]);
    // The organisation's text under the explanation of external reports, in Polish and English.
    expect(form.body.externalChannelsNote).toEqual(demo.externalChannelsNote);
    // The automatic acknowledgement is on, with its first text.
    const admin = await logInAs(demo.adminEmail, demo.adminPassword);
    expect((await admin.client.call(getSettings)).body.rules).toEqual({
      acknowledgement: { enabled: true, version: 1, texts: demo.automaticAcknowledgement.texts },
      escalation: defaultRuleSettings.escalation,
    });
    // Voice messages, the reporter deciding whether the voice is disguised.
    expect(form.body.voiceMessages).toEqual({ disguise: 'reporterChooses', maxMinutes: 10 });
  });

  it('has its internal reporting procedure in force, linked from the form, and a newer version in consultation', async () => {
    const admin = await logInAs(demo.adminEmail, demo.adminPassword);
    const procedure = (await admin.client.call(getProcedure)).body;
    expect(procedure.versions.map((version) => [version.version, version.status])).toEqual([
      [2, 'consultation'],
      [1, 'inForce'],
    ]);
    const form = await new TestClient().call(getPublicForm, { params: { alias: demo.alias } });
    expect(form.body.procedure).toEqual({ version: 1, inForceFrom: procedure.versions[1]!.inForceFrom });
    const text = JSON.stringify(
      (await new TestClient().call(getPublicProcedure, { params: { alias: demo.alias } })).body.sections,
    );
    for (const expected of [demo.emailReportAddress, '7 dni', '3 miesięcy', 'Rzecznik Praw Obywatelskich'])
      expect(text).toContain(expected);
    expect(text).not.toContain('[uzupełnij');
  });

  it("asks the administrator for the authenticator app's code: the README's key and the printed backup code work", async () => {
    const client = new TestClient();
    const params = await client.call(getLoginParams, { body: { email: demo.adminEmail } });
    const derived = await deriveLogin(demo.adminPassword, params.body);
    const answer = await client.call(login, { body: { email: demo.adminEmail, authKey: derived.authKey } });
    expect(answer.body).toMatchObject({ step: 'totp' });
    const { challengeId } = answer.body as { challengeId: string };
    const code = totpCodeAt(demo.adminTotpSecret);
    expect((await client.call(loginTotp, { body: { challengeId, code } })).status).toBe(200);
    expect((await client.call(getSession)).body.totp).toMatchObject({ enabled: true });
    // What npm start prints: a backup code of the README's ten, still unused.
    expect(demo.adminBackupCodes).toContain(await unusedDemoBackupCode());
  });

  it("names handlers on some reports, so that 'Moje sprawy' shows reports to the administrator and to the user", async () => {
    for (const [email, password, name] of [
      [demo.adminEmail, demo.adminPassword, demo.adminName],
      [demo.userEmail, demo.userPassword, demo.userName],
    ] as const) {
      const staff = await logInAs(email, password);
      const mine = await staff.client.call(listRegister, { query: { perPage: -1, mine: '1' } });
      expect(mine.body.total, email).toBeGreaterThan(0);
      expect(mine.body.rows).toHaveLength(mine.body.total);
      expect(mine.body.rows.every((row) => row.handlers.some((handler) => handler.name === name))).toBe(true);
      const all = await registerOf(staff.client);
      expect(all.filter((row) => row.handlers.some((handler) => handler.name === name))).toHaveLength(mine.body.total);
      expect(all.some((row) => row.handlers.length === 0)).toBe(true);
    }
  });

  it('serves its categories with Ukrainian and English texts for every name, label and option', async () => {
    const form = await new TestClient().call(getPublicForm, { params: { alias: demo.alias } });
    expect(form.body.categories.map((category) => category.translations?.en?.name)).toEqual([
      'Internal reports',
      'External reports',
    ]);
    for (const { id } of form.body.categories) {
      const category = (await new TestClient().call(getPublicCategory, { params: { alias: demo.alias, id } })).body;
      for (const field of category.fields) {
        expect(field.translations?.uk?.label).toBeTruthy();
        expect(field.translations?.en?.label).toBeTruthy();
        expect(field.translations?.uk?.options ?? []).toHaveLength(field.options.length);
      }
    }
  });

  it('fills every list across pages for the administrator, with labels and files that open with the organisation key', async () => {
    const admin = await logInAs(demo.adminEmail, demo.adminPassword);
    const totals = await Promise.all(
      (['new', 'open', 'archived'] as const).map(
        async (state) => (await admin.client.call(listReports, { query: { state } })).body.total,
      ),
    );
    expect(totals).toEqual([
      demoReportCounts.new + demoReceivedEmailReports,
      demoReportCounts.open,
      demoReportCounts.archived,
    ]);
    expect((await admin.client.call(listReportsWithNewMessages)).body.total).toBeGreaterThan(0);
    const rows = await registerOf(admin.client);
    expect(rows.length).toBeGreaterThanOrEqual(45);
    expect(new Set(rows.map((row) => row.categoryName))).toEqual(new Set(Object.values(defaultCategoryNames)));
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set([1, 2, 3]));

    const withEverything = rows.find((row) => row.label && row.hasAttachments)!;
    const label = await decryptContentText(admin.keys.metadataKey!, withEverything.label, {
      tenant: admin.session.customerId,
      report: withEverything.reportId,
      purpose: 'label',
    });
    expect(label.length).toBeGreaterThan(2);
    const content = (await admin.client.call(getReportContent, { params: { reportId: withEverything.reportId } })).body;
    const opened = await openReportAsOrganisation(
      admin.keys.organisationPrivateKey!,
      admin.session.keys.organisation.kid,
      content,
    );
    expect(opened.fields[0]?.value).toMatch(/\p{Lu}/u);
    const file = content.files[0]!;
    const object = await s3.send(
      new GetObjectCommand({
        Bucket: filesBucket(),
        Key: `reports/${content.tenantId}/${content.reportId}/${file.fileId}`,
      }),
    );
    const plain = new TextDecoder().decode(
      await decryptFile(opened.reportKey, await object.Body!.transformToByteArray(), {
        context: fileContext(content, file.fileId),
      }),
    );
    expect(plain.length).toBeGreaterThan(10);

    const external = rows.find((row) => row.categoryName === defaultCategoryNames.external)!;
    const externalContent = (await admin.client.call(getReportContent, { params: { reportId: external.reportId } }))
      .body;
    const externalOpened = await openReportAsOrganisation(
      admin.keys.organisationPrivateKey!,
      admin.session.keys.organisation.kid,
      externalContent,
    );
    expect(externalOpened.reporter?.name).toBeTruthy();
    expect(externalContent.fieldDefs.map((field) => field.label)).toEqual(
      defaultCategoryFields.external.map((field) => field.label),
    );

    // Stored as the public form stores them: a ticked art. 38 box as 'on', a choice as the category's own option.
    const storedValues = async (row: ReportRow, type: number) => {
      const content = (await admin.client.call(getReportContent, { params: { reportId: row.reportId } })).body;
      const opened = await openReportAsOrganisation(
        admin.keys.organisationPrivateKey!,
        admin.session.keys.organisation.kid,
        content,
      );
      const def = content.fieldDefs.find((field) => field.type === type)!;
      return { value: opened.fields.find((field) => field.fieldId === def.id)?.value, options: def.options };
    };
    const formRows = (name: string) => rows.filter((row) => row.categoryName === name && row.type === 1);
    const certificates = await Promise.all(
      formRows(defaultCategoryNames.external).map((row) => storedValues(row, fieldType.checkbox)),
    );
    expect(new Set(certificates.map((stored) => stored.value ?? null))).toEqual(new Set([CHECKBOX_TICKED, null]));
    for (const stored of await Promise.all(
      formRows(defaultCategoryNames.internal)
        .slice(0, 6)
        .map((row) => storedValues(row, fieldType.select)),
    )) {
      expect(stored.options).toContain(stored.value);
    }
  });

  it('gives every opened report a note or two and a private file, which open with the report key', async () => {
    const admin = await logInAs(demo.adminEmail, demo.adminPassword);
    const open = (await admin.client.call(listReports, { query: { state: 'open', perPage: 40 } })).body.rows;
    for (const row of open.slice(0, 3)) {
      const content = (await admin.client.call(getReportContent, { params: { reportId: row.reportId } })).body;
      const { reportKey } = await openReportAsOrganisation(
        admin.keys.organisationPrivateKey!,
        admin.session.keys.organisation.kid,
        content,
      );
      const context = (purpose: string) => ({ tenant: content.tenantId, report: row.reportId, purpose });
      const notes = (await admin.client.call(listReportNotes, { params: { reportId: row.reportId } })).body;
      expect(notes.notes.length).toBeGreaterThanOrEqual(1);
      expect(
        await decryptContentText(reportKey, notes.notes[0]!.text, context(notePurpose('note', notes.notes[0]!.noteId))),
      ).toMatch(/notatkę służbową/);
      const files = (await admin.client.call(listPrivateFiles, { params: { reportId: row.reportId } })).body.files;
      expect(files).toHaveLength(1);
      expect(
        await decryptContentText(reportKey, files[0]!.name, context(CONTENT_PURPOSE.fileName(files[0]!.fileId))),
      ).toBe('notatka_służbowa.txt');
    }
    const fresh = (await admin.client.call(listReports, { query: { state: 'new', perPage: 10 } })).body.rows[0]!;
    expect((await admin.client.call(listReportNotes, { params: { reportId: fresh.reportId } })).body.notes).toEqual([]);
  });

  it("has reports whose Act's terms the lists mark: acknowledgements past 7 days or due within 2, feedback overdue and due soon", async () => {
    const admin = await logInAs(demo.adminEmail, demo.adminPassword);
    const marksOf = async (state: 'new' | 'open') =>
      (await admin.client.call(listReports, { query: { state, perPage: -1 } })).body.rows.flatMap((row) =>
        termsNeedingAttention(row).map((mark) => `${mark.term} ${mark.state}`),
      );
    const marks = [...(await marksOf('new')), ...(await marksOf('open'))];
    for (const expected of [
      'acknowledgement overdue',
      'acknowledgement dueSoon',
      'feedback overdue',
      'feedback dueSoon',
    ])
      expect(marks).toContain(expected);
    // Most reports are handled in time: the marks are the exception.
    expect(marks.length).toBeLessThan(10);
  });

  it('has replies marked as the feedback and plain replies (asking for documents) whose feedback term still runs', async () => {
    const admin = await logInAs(demo.adminEmail, demo.adminPassword);
    const rowsOf = async (state: 'open' | 'archived') =>
      (await admin.client.call(listReports, { query: { state, perPage: -1 } })).body.rows;
    // Reading a conversation clears its marker: only reports without one are read here.
    const [open, archived] = [await rowsOf('open'), await rowsOf('archived')];
    const plain = open.filter((row) => row.repliesCount > 0 && row.feedbackAt === null && !row.hasNewMessages);
    expect(plain.length).toBeGreaterThan(0);
    for (const row of plain) expect(termsNeedingAttention(row)).toEqual([]);
    const plainReplies = (
      await admin.client.call(listReportMessages, { params: { reportId: plain[0]!.reportId } })
    ).body.messages.filter((m) => m.author === 'staff');
    expect(plainReplies.map((message) => message.feedback)).toEqual([false]);

    const given = archived.find((row) => row.repliesCount > 0 && row.feedbackAt !== null)!;
    const replies = (
      await admin.client.call(listReportMessages, { params: { reportId: given.reportId } })
    ).body.messages.filter((m) => m.author === 'staff');
    expect(replies.map((message) => [message.feedback, message.sentAt])).toEqual([[true, given.feedbackAt]]);
  });

  it('has statistics of its reports from the counters the seed wrote: months, categories, channels, states and terms', async () => {
    const admin = await logInAs(demo.adminEmail, demo.adminPassword);
    const now = new Date();
    const plans = Array.from(
      { length: demoReportCounts.new + demoReportCounts.open + demoReportCounts.archived },
      (_, i) => demoReportPlan(i, demoReportCounts, now),
    );
    const body = (await admin.client.call(getReportStatistics, { query: {} })).body;
    expect(body.received).toBe(plans.length + demoReceivedEmailReports);
    expect(body.states).toEqual({
      new: demoReportCounts.new + demoReceivedEmailReports,
      open: demoReportCounts.open,
      archived: demoReportCounts.archived,
      deleted: 0,
    });
    expect(body.channels).toEqual({
      form: plans.filter((plan) => plan.type === 1).length,
      phone: plans.filter((plan) => plan.type === 2).length,
      email: plans.filter((plan) => plan.type === 3).length + demoReceivedEmailReports,
    });
    expect(Object.fromEntries(body.categories.map((category) => [category.name, category.received]))).toEqual({
      [defaultCategoryNames.internal]:
        plans.filter((plan) => plan.category === 'internal').length + demoReceivedEmailReports,
      [defaultCategoryNames.external]: plans.filter((plan) => plan.category === 'external').length,
    });
    expect(body.months.filter((month) => month.received > 0).length).toBeGreaterThanOrEqual(7);
    // The demo's clocks: three acknowledgements late, three new reports past their 7 days; one
    // feedback late, one missed at closing, one overdue while open.
    expect(body.acknowledgement).toMatchObject({ late: 3, overdue: 3 });
    expect(body.feedback).toMatchObject({ late: 1, missed: 1, overdue: 1 });
    expect(body.acknowledgement.percentInTime).toBeGreaterThan(80);
    expect(body.acknowledgement.percentInTime).toBeLessThan(100);
  });

  it('has an archived report held past retention and one whose follow-up end day is recorded by its archiving', async () => {
    const admin = await logInAs(demo.adminEmail, demo.adminPassword);
    const archived = (await admin.client.call(listReports, { query: { state: 'archived', perPage: -1 } })).body.rows;
    const details = await Promise.all(
      archived.map(async (row) => (await admin.client.call(getReport, { params: { reportId: row.reportId } })).body),
    );
    expect(details.filter((report) => report.legalHold)).toHaveLength(1);
    const ended = details.filter((report) => report.followUpEnd);
    expect(ended).toHaveLength(1);
    const [report] = ended;
    expect(report!.followUpEnd!.on <= polishCalendarDate(new Date(report!.archivedAt!))).toBe(true);
    expect(report!.followUpEnd!.on >= polishCalendarDate(new Date(report!.receivedAt))).toBe(true);
  });

  it('gives the second user, granted the organisation key, only the internal category', async () => {
    const user = await logInAs(demo.userEmail, demo.userPassword);
    expect(user.session.type).toBe(2);
    expect(user.keys.organisationPrivateKey).not.toBeNull();
    const rows = await registerOf(user.client);
    expect(rows.length).toBeGreaterThan(20);
    expect(new Set(rows.map((row) => row.categoryName))).toEqual(new Set([defaultCategoryNames.internal]));
    const content = (await user.client.call(getReportContent, { params: { reportId: rows[0]!.reportId } })).body;
    const opened = await openReportAsOrganisation(
      user.keys.organisationPrivateKey!,
      user.session.keys.organisation.kid,
      content,
    );
    expect(opened.fields.length).toBeGreaterThan(0);
    expect((await user.client.call(listReports, { query: { state: 'open' } })).body.canArchivize).toBe(false);
  });

  it('has a report of the internal category the user is excluded from, as its reporter asked: the administrator sees it with who is excluded and the request, the user finds no trace', async () => {
    const identifier = formatReporterIdentifier(normaliseReporterIdentifier(demo.hiddenFromUserIdentifier));
    const [admin, user] = [
      await logInAs(demo.adminEmail, demo.adminPassword),
      await logInAs(demo.userEmail, demo.userPassword),
    ];
    const hidden = (await registerOf(admin.client)).find((row) => row.identifier === identifier);
    expect(hidden).toMatchObject({ categoryName: defaultCategoryNames.internal, state: 2, hasNewMessages: true });
    const details = (await admin.client.call(getReport, { params: { reportId: hidden!.reportId } })).body;
    expect(details.access?.excluded).toEqual([{ userId: 'demo-user', name: demo.userName }]);
    expect(details.access?.seeing.map((person) => person.name)).toContain(demo.adminName);
    // The reporter's request, encrypted with the report: the server holds ciphertext, staff read it.
    const content = (await admin.client.call(getReportContent, { params: { reportId: hidden!.reportId } })).body;
    expect(JSON.stringify(content)).not.toContain(demo.userName);
    const opened = await openReportAsOrganisation(
      admin.keys.organisationPrivateKey!,
      admin.session.keys.organisation.kid,
      content,
    );
    expect(opened.exclusionRequest).toBe(demo.hiddenFromUserRequest);
    expect((await user.client.call(getReport, { params: { reportId: hidden!.reportId } })).status).toBe(404);
    const userRows = await registerOf(user.client);
    expect(userRows.map((row) => row.identifier)).not.toContain(identifier);
    const userOpen = (await user.client.call(listReports, { query: { state: 'open', perPage: -1 } })).body;
    expect(userOpen.rows).toHaveLength(userOpen.total);
  });

  it('has an auditor waiting for the organisation key: the users panel offers the grant, after which they read the internal category only', async () => {
    const auditor = await logInAs(demo.auditorEmail, demo.auditorPassword);
    expect(auditor.session.type).toBe(3);
    expect(auditor.keys.organisationPrivateKey).toBeNull();
    const admin = await logInAs(demo.adminEmail, demo.adminPassword);
    const users = (await admin.client.call(listUsers)).body;
    expect(users.users.map((user) => [user.email, user.access])).toEqual([
      [demo.adminEmail, 'granted'],
      [demo.userEmail, 'granted'],
      [demo.auditorEmail, 'pending'],
    ]);
    const row = users.users.find((user) => user.email === demo.auditorEmail)!;
    const wrappedOrgKey = await grantOrganisationKey(admin.session.keys, admin.keys.userPrivateKey, {
      publicKey: row.publicKey!,
      kid: row.kid!,
    });
    expect((await admin.client.call(grantAccess, { params: { userId: row.id }, body: { wrappedOrgKey } })).status).toBe(
      200,
    );

    const granted = await logInAs(demo.auditorEmail, demo.auditorPassword);
    const rows = await registerOf(granted.client);
    expect(new Set(rows.map((r) => r.categoryName))).toEqual(new Set([defaultCategoryNames.internal]));
    const content = (await granted.client.call(getReportContent, { params: { reportId: rows[0]!.reportId } })).body;
    expect(
      (
        await openReportAsOrganisation(
          granted.keys.organisationPrivateKey!,
          granted.session.keys.organisation.kid,
          content,
        )
      ).fields.length,
    ).toBeGreaterThan(0);
  });

  it("opens the demo inbox with the banner's identifier and password: the report, a conversation both ways, the staff marker", async () => {
    const client = new TestClient();
    const derived = await deriveReporterKeys(demo.inboxIdentifier, demo.inboxPassword);
    const session = await client.call(logInToInbox, {
      body: { identifier: demo.inboxIdentifier, authKey: derived.authKey },
    });
    expect(session.status).toBe(200);
    const headers = { [inboxSession.header]: session.body.token };
    const report = (await client.call(getInboxReport, { headers })).body;
    expect(report).toMatchObject({
      identifier: demo.inboxIdentifier,
      state: 2,
      organisationName: demo.organisationName,
      externalChannelsNote: demo.externalChannelsNote,
    });
    // Its receipt, dated at its receipt in the past, verifies against the published keys.
    const receipt = report.receipt!;
    expect(receipt).toMatchObject({
      organisation: demo.organisationName,
      identifier: demo.inboxIdentifier,
      receivedAt: report.receivedAt,
      channel: 'form',
    });
    expect(await verifyReceipt(receipt, (await client.call(getReceiptKeys)).body)).toEqual({
      authentic: true,
      receipt,
    });
    const reportKey = await unwrapKeyWithKek(report.keys.forReporter, 'report-key', derived.kek, {
      context: reportKeyContext(report.tenantId, report.reportId),
    });
    const conversation = (await client.call(listInboxMessages, { headers })).body;
    // Acknowledged by the rule at receipt ('Reguły'): the conversation starts with the organisation's text.
    expect(report.acknowledgedAt).toBe(report.receivedAt);
    expect(conversation.automaticAcknowledgement).toEqual({
      sentAt: report.receivedAt,
      ...demo.automaticAcknowledgement.texts,
    });
    const messages = conversation.messages;
    expect(messages.map((message) => message.author)).toEqual(['reporter', 'staff', 'reporter']);
    const texts = await Promise.all(
      messages.map((message) =>
        decryptContentText(reportKey, message.body, {
          tenant: report.tenantId,
          report: report.reportId,
          purpose: `message/${message.author}/${message.messageId}`,
        }),
      ),
    );
    expect(texts[1]).toMatch(/^Dziękujemy za zgłoszenie/);
    const admin = await logInAs(demo.adminEmail, demo.adminPassword);
    expect(
      (await admin.client.call(listReportsWithNewMessages, { query: { perPage: -1 } })).body.rows.map(
        (row) => row.reportId,
      ),
    ).toContain(report.reportId);
  });

  it("shows the phone channel on the form and opens the demo phone report's inbox with the identifier and the caller's number", async () => {
    const form = (await new TestClient().call(getPublicForm, { params: { alias: demo.alias } })).body;
    expect(form).toMatchObject({ phoneEnabled: true, phoneNumber: demo.phoneChannelNumber, pin: demo.phoneChannelPin });
    const client = new TestClient();
    const derived = await derivePhoneCaseKeys(demo.phoneInboxIdentifier, demo.phoneInboxNumber);
    const session = await client.call(logInToPhoneInbox, {
      body: { identifier: demo.phoneInboxIdentifier, authKey: derived.authKey },
    });
    expect(session.status).toBe(200);
    const report = (await client.call(getInboxReport, { headers: { [inboxSession.header]: session.body.token } })).body;
    expect(report).toMatchObject({
      identifier: demo.phoneInboxIdentifier,
      state: 1,
      phoneProtocol: { state: 'awaiting', answeredAt: null },
    });
    const reportKey = await unwrapKeyWithKek(report.keys.forReporter, 'report-key', derived.kek, {
      context: reportKeyContext(report.tenantId, report.reportId),
    });
    const first = report.fields[0]!;
    const protocol = await decryptContentText(reportKey, first.value, {
      tenant: report.tenantId,
      report: report.reportId,
      purpose: CONTENT_PURPOSE.field(first.fieldId),
    });
    expect(protocol.length).toBeGreaterThan(20);
    // A password-type inbox login never opens it.
    expect(
      (
        await new TestClient().call(logInToInbox, {
          body: { identifier: demo.phoneInboxIdentifier, authKey: derived.authKey },
        })
      ).status,
    ).toBe(401);
  });

  it("has an e-mail report received through the e-mail channel: type 3, in the internal category, opened by the banner's credentials, its reply in the outbox", async () => {
    const client = new TestClient();
    const derived = await deriveReporterKeys(demo.emailInboxIdentifier, demo.emailInboxPassword);
    const session = await client.call(logInToInbox, {
      body: { identifier: demo.emailInboxIdentifier, authKey: derived.authKey },
    });
    expect(session.status).toBe(200);
    const report = (await client.call(getInboxReport, { headers: { [inboxSession.header]: session.body.token } })).body;
    expect(report).toMatchObject({
      identifier: demo.emailInboxIdentifier,
      type: 3,
      state: 1,
      categoryName: defaultCategoryNames.internal,
    });
    const reply = (await emailsTo(demo.emailSender)).at(-1);
    expect(reply?.body.text).toContain(
      `Identyfikator zgłoszenia: ${demo.emailInboxIdentifier}\nHasło: ${demo.emailInboxPassword}`,
    );
    // Settings show the e-mail type on, at the README's address.
    const admin = await logInAs(demo.adminEmail, demo.adminPassword);
    expect((await admin.client.call(getSettings)).body.channels.email).toMatchObject({
      enabled: true,
      address: demo.emailReportAddress,
    });
  });

  it('has a disguised voice message on the demo inbox’s report, Opus in WebM as the recorder sends one, with nothing to clean', async () => {
    const admin = await logInAs(demo.adminEmail, demo.adminPassword);
    const row = (await registerOf(admin.client)).find((candidate) => candidate.identifier === demo.inboxIdentifier)!;
    const content = (await admin.client.call(getReportContent, { params: { reportId: row.reportId } })).body;
    const opened = await openReportAsOrganisation(
      admin.keys.organisationPrivateKey!,
      admin.session.keys.organisation.kid,
      content,
    );
    const voices = opened.fileNames.filter((file) => file.voice !== null);
    expect(voices.map((file) => file.name)).toEqual([voiceTexts.fileName('webm')]);
    const marker = parseVoiceMarker(voices[0]!.voice!);
    expect(marker?.disguised).toBe(true);
    expect(marker!.durationSeconds).toBeGreaterThan(5);
    const object = await s3.send(
      new GetObjectCommand({
        Bucket: filesBucket(),
        Key: `reports/${content.tenantId}/${content.reportId}/${voices[0]!.fileId}`,
      }),
    );
    const recording = await decryptFile(opened.reportKey, await object.Body!.transformToByteArray(), {
      context: fileContext(content, voices[0]!.fileId),
    });
    expect(matchesKind(recording, fileKinds.webm)).toBe(true);
    expect(Buffer.from(recording).includes('A_OPUS')).toBe(true);
    expect(await cleanFile(recording)).toMatchObject({ status: 'cleaned', format: 'webm', removed: [] });
  });

  it('has the voice message’s transcript awaiting the demo inbox’s approval, and a meeting its reporter asked for', async () => {
    const client = new TestClient();
    const derived = await deriveReporterKeys(demo.inboxIdentifier, demo.inboxPassword);
    const session = await client.call(logInToInbox, {
      body: { identifier: demo.inboxIdentifier, authKey: derived.authKey },
    });
    const headers = { [inboxSession.header]: session.body.token };
    const report = (await client.call(getInboxReport, { headers })).body;
    expect(report.protocols.voice).toMatchObject({ state: 'awaiting', version: 1 });
    expect(report.protocols.meeting).toBeNull();
    const reportKey = await unwrapKeyWithKek(report.keys.forReporter, 'report-key', derived.kek, {
      context: reportKeyContext(report.tenantId, report.reportId),
    });
    expect(
      await decryptContentText(reportKey, report.protocols.voice!.text, {
        tenant: report.tenantId,
        report: report.reportId,
        purpose: writtenProtocolPurpose('voice', 1),
      }),
    ).toMatch(/^Dzień dobry\. Chcę zgłosić/);
    expect(Date.parse(report.meetingRequestedAt!)).toBeGreaterThan(Date.parse(report.receivedAt));

    const admin = await logInAs(demo.adminEmail, demo.adminPassword);
    const staffView = (await admin.client.call(getReport, { params: { reportId: report.reportId } })).body;
    expect(staffView.meeting).toEqual({
      requestedAt: report.meetingRequestedAt,
      protocolRecordedAt: null,
      protocolState: null,
    });
    expect(staffView.hasVoiceMessage).toBe(true);
    const row = (await registerOf(admin.client)).find((candidate) => candidate.reportId === report.reportId)!;
    expect(row.meeting).toEqual(staffView.meeting);
  });

  it('has a redacted passage on the demo inbox’s report: who it concerns, replaced by a label, logged', async () => {
    const admin = await logInAs(demo.adminEmail, demo.adminPassword);
    const row = (await registerOf(admin.client)).find((candidate) => candidate.identifier === demo.inboxIdentifier)!;
    const content = (await admin.client.call(getReportContent, { params: { reportId: row.reportId } })).body;
    expect(content.redactionsVersion).toBe(1);
    const opened = await openReportAsOrganisation(
      admin.keys.organisationPrivateKey!,
      admin.session.keys.organisation.kid,
      content,
    );
    const record = ZRedactionRecord.parse(
      JSON.parse(
        await decryptContentText(opened.reportKey, content.redactions, {
          tenant: content.tenantId,
          report: content.reportId,
          purpose: CONTENT_PURPOSE.redactions,
        }),
      ),
    );
    const [redaction] = record.redactions;
    expect(record.redactions).toHaveLength(1);
    const concerned = content.fieldDefs[1]!;
    const original = opened.fields.find((field) => field.fieldId === concerned.id)!.value;
    expect(redaction).toEqual({
      target: `field:${concerned.id}`,
      start: 0,
      end: original.length,
      kind: 'replace',
      label: demo.redactionLabel,
    });
    expect(redactedText(original, redaction!.target, record)).toBe(demo.redactionLabel);
    // Logged when staff opened it, as the demo tells its history.
    const at = new Date(row.acknowledgedAt ?? row.receivedAt).getTime();
    const range = { from: new Date(at - 1000), to: new Date(at + 1000) };
    const log = (await listLogEntries(content.tenantId, { limit: 100, range })).items;
    expect(log.filter((entry) => entry.reportId === content.reportId).map((entry) => entry.action)).toContain(
      'report.redactions.changed',
    );
  });

  it('has a passage of the demo inbox’s report marked irrelevant, pending its deletion at its term, logged', async () => {
    const admin = await logInAs(demo.adminEmail, demo.adminPassword);
    const row = (await registerOf(admin.client)).find((candidate) => candidate.identifier === demo.inboxIdentifier)!;
    const content = (await admin.client.call(getReportContent, { params: { reportId: row.reportId } })).body;
    expect(content.minimisationVersion).toBe(1);
    const [mark] = content.minimisations!;
    expect(content.minimisations).toHaveLength(1);
    expect(mark).toMatchObject({ markedByName: demo.adminName, deletedAt: null });
    expect(Date.parse(mark!.dueAt)).toBeGreaterThan(Date.now());
    const opened = await openReportAsOrganisation(
      admin.keys.organisationPrivateKey!,
      admin.session.keys.organisation.kid,
      content,
    );
    const target = mark!.target as { kind: 'field'; fieldId: string; start: number; end: number };
    const text = opened.fields.find((field) => field.fieldId === target.fieldId)!.value;
    expect(text).toBe(demo.witnessStatement);
    expect(text.slice(target.start, target.end)).toBe(demo.irrelevantPassage);
    const log = (await listLogEntries(content.tenantId, { limit: 200 })).items;
    expect(log.filter((entry) => entry.reportId === content.reportId).map((entry) => entry.action)).toContain(
      'report.minimisation.marked',
    );
  });

  it('lets the main administrator forward, and lists the demo inbox report’s forward: delivered, downloaded twice, expired', async () => {
    const admin = await logInAs(demo.adminEmail, demo.adminPassword);
    const inboxReport = (await registerOf(admin.client)).find((row) => row.identifier === demo.inboxIdentifier)!;
    expect(
      (await admin.client.call(getReport, { params: { reportId: inboxReport.reportId } })).body.canExternalSend,
    ).toBe(true);
    const { forwards } = (await admin.client.call(listForwards, { params: { reportId: inboxReport.reportId } })).body;
    expect(forwards).toMatchObject([
      { name: 'Prokuratura Rejonowa Warszawa-Mokotów', delivery: 'delivered', downloadCount: 2, expired: true },
    ]);
    const user = await logInAs(demo.userEmail, demo.userPassword);
    expect((await user.client.call(listForwards, { params: { reportId: inboxReport.reportId } })).status).toBe(403);
  });

  it('has a log whose entries form one intact chain, each at the time of what it records', async () => {
    const admin = await logInAs(demo.adminEmail, demo.adminPassword);
    let check: ChainCheck | undefined;
    const entries: ChainedEntry[] = [];
    let cursor: string | undefined;
    do {
      const page = (await admin.client.call(getLogChain, { query: { cursor } })).body;
      check ??= new ChainCheck(page.heads);
      await check.add(page.entries);
      entries.push(...page.entries.filter((entry): entry is ChainedEntry => !isWithheld(entry)));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    const total = demoReportCounts.new + demoReportCounts.open + demoReportCounts.archived;
    expect(check.finish()).toEqual({ intact: true, entries: entries.length });
    expect(entries[0]!.action).toBe('account.activated');
    expect(entries.filter((entry) => entry.action === 'report.received')).toHaveLength(total);
    expect(entries.filter((entry) => entry.action === 'report.archived')).toHaveLength(demoReportCounts.archived);
    const register = await registerOf(admin.client);
    expect(entries.filter((entry) => entry.action === 'report.email.received')).toHaveLength(demoReceivedEmailReports);
    const received = new Map(
      entries
        .filter((entry) => entry.action === 'report.received' || entry.action === 'report.email.received')
        .map((entry) => [entry.reportId, entry.at]),
    );
    expect(register.every((row) => received.get(row.reportId) === row.receivedAt)).toBe(true);
  });
});
