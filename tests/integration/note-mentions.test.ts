/**
 * Mentions in notes ('@Jan Kowalski', issue #34): the browser sends the mentioned staff's ids beside
 * the encrypted note; the server refuses anyone who does not see the report — excluded, of another
 * category, unknown, of another organisation — with nothing written, and e-mails the others (no
 * content: the report, its category, the author and a link), once per note and person, logged.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addReportNote,
  excludeFromReport,
  getReport,
  getReportContent,
  listReportNotes,
  updateReportNote,
} from '@shared/contracts/index.js';
import { encryptContent } from '@shared/crypto/content.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { openReportAsOrganisation } from '@shared/crypto/submission.js';
import { reportState } from '@shared/domain/report.js';
import { NOTE_MENTIONS_MAX, notePurpose } from '@shared/domain/report-notes.js';
import { reportNoteTexts } from '@shared/messages/report-notes.js';
import { listLogEntries } from '../../functions/data/audit-log.js';
import type { ReportRecord } from '../../functions/data/reports.js';
import { getStaffUser } from '../../functions/data/staff-users.js';
import { appLinks } from '../../functions/lib/app-links.js';
import type { TestClient } from '../support/api-client.js';
import { emailsTo } from '../support/outbox.js';
import { organisationWithStaff, type Organisation, type RoleName } from '../support/report-organisation.js';

let org: Organisation;
let stranger: Organisation;
let report: ReportRecord;
let reportKey: CryptoKey;

const SECRET = 'Świadek: Jan z księgowości';

beforeAll(async () => {
  [org, stranger] = await Promise.all([organisationWithStaff(), organisationWithStaff()]);
  report = await org.report(org.mine, { state: reportState.open });
  const content = await org.clients.mainAdmin.call(getReportContent, { params: { reportId: report.reportId } });
  const kid = org.main.session.keys.organisation.kid;
  reportKey = (await openReportAsOrganisation(org.main.unlocked.organisationPrivateKey!, kid, content.body)).reportKey;
  // A user of the report's category, excluded from it.
  const excluded = await org.clients.mainAdmin.call(excludeFromReport, {
    params: { reportId: report.reportId },
    body: { userIds: [org.ids.userWithoutArchive], reason: 'Konflikt interesów', handlersVersion: 0 },
  });
  expect(excluded.status).toBe(200);
});

const encrypted = (noteId: string, text: string) =>
  encryptContent(reportKey, text, {
    tenant: report.tenantId,
    report: report.reportId,
    purpose: notePurpose('note', noteId),
  });

const add = async (client: TestClient, mentionedIds: string[], text = SECRET) => {
  const noteId = randomUUID();
  const answer = await client.call(addReportNote, {
    params: { reportId: report.reportId },
    body: { noteId, kind: 'note', text: await encrypted(noteId, text), showInRegister: false, mentionedIds },
  });
  return { noteId, answer };
};

const edit = async (client: TestClient, noteId: string, mentionedIds: string[], text = SECRET) =>
  client.call(updateReportNote, {
    params: { reportId: report.reportId, noteId },
    body: { kind: 'note', text: await encrypted(noteId, text), showInRegister: false, mentionedIds },
  });

const emailOf = async (role: RoleName) => (await getStaffUser(org.tenantId, org.ids[role]))!.email;
const mailsTo = async (role: RoleName) => emailsTo(await emailOf(role));
const mentionLog = async () =>
  (await listLogEntries(org.tenantId, { limit: 500 })).items
    .filter((entry) => entry.reportId === report.reportId && entry.action === 'report.note.mentioned')
    .map((entry) => entry.text);
const nameOf = async (role: RoleName) => (await getStaffUser(org.tenantId, org.ids[role]))!.name;

describe('mentioning colleagues in a note', () => {
  it('offers whoever sees the report but the author: never someone excluded, of another category or an auditor’s list', async () => {
    const details = await org.clients.user.call(getReport, { params: { reportId: report.reportId } });
    expect(details.status).toBe(200);
    const offered = details.body.mentionable.map((person) => person.userId);
    expect(offered.sort()).toEqual(
      [org.ids.mainAdmin, org.ids.admin, org.ids.auditor, org.ids.userWithoutReply].sort(),
    );
    // Auditors write no notes: nobody to mention.
    const auditor = await org.clients.auditor.call(getReport, { params: { reportId: report.reportId } });
    expect(auditor.body.mentionable).toEqual([]);
  });

  it('e-mails each person mentioned — the report, its category, the author and a link, never the note — and logs it', async () => {
    const [adminBefore, auditorBefore] = [(await mailsTo('admin')).length, (await mailsTo('auditor')).length];
    const { answer } = await add(org.clients.user, [org.ids.admin, org.ids.auditor]);
    expect(answer.status).toBe(200);
    const identifier = formatReporterIdentifier(report.identifier);
    for (const role of ['admin', 'auditor'] as const) {
      const mails = (await mailsTo(role)).slice(role === 'admin' ? adminBefore : auditorBefore);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.subject).toBe(`Ostoja — wspomniano o Tobie w zgłoszeniu ${identifier}`);
      expect(mail.body.text).toContain(`we wpisie do zgłoszenia ${identifier} (Korupcja)`);
      expect(mail.body.text).toContain(org.user.name);
      expect(mail.body.text).toContain(appLinks.report(report.reportId));
      expect(`${mail.body.text}${mail.body.html}`).not.toContain('Świadek');
    }
    expect(await mentionLog()).toContainEqual(
      expect.stringMatching(
        new RegExp(`^Wspomnienie we wpisie zgłoszenia ${identifier} \\(powiadomiono e-mailem\\): `),
      ),
    );
    const [adminName, auditorName] = [await nameOf('admin'), await nameOf('auditor')];
    expect((await mentionLog()).some((text) => text.includes(adminName) && text.includes(auditorName))).toBe(true);
  });

  it('an edit e-mails only those it mentions for the first time', async () => {
    const { noteId, answer } = await add(org.clients.user, [org.ids.admin]);
    expect(answer.status).toBe(200);
    const [adminBefore, mainBefore] = [(await mailsTo('admin')).length, (await mailsTo('mainAdmin')).length];
    const edited = await edit(org.clients.user, noteId, [org.ids.admin, org.ids.mainAdmin], `${SECRET}, poprawione`);
    expect(edited.status).toBe(200);
    expect(await mailsTo('admin')).toHaveLength(adminBefore);
    expect(await mailsTo('mainAdmin')).toHaveLength(mainBefore + 1);
    // Taken out and mentioned again: not new to the note's last version, so e-mailed again.
    expect((await edit(org.clients.user, noteId, [org.ids.mainAdmin])).status).toBe(200);
    expect((await edit(org.clients.user, noteId, [org.ids.mainAdmin, org.ids.admin])).status).toBe(200);
    expect(await mailsTo('admin')).toHaveLength(adminBefore + 1);
    expect(await mailsTo('mainAdmin')).toHaveLength(mainBefore + 1);
  });
});

describe('refused mentions: a Polish sentence, nothing written, nobody e-mailed', () => {
  it.each<[string, () => string[], string]>([
    [
      'someone excluded from the report',
      () => [org.ids.admin, org.ids.userWithoutArchive],
      reportNoteTexts.mentionNotSeeing,
    ],
    ['a user of another category', () => [org.ids.otherCategoryUser], reportNoteTexts.mentionNotSeeing],
    ['an unknown id', () => [randomUUID()], reportNoteTexts.mentionNotSeeing],
    ['another organisation’s user', () => [stranger.ids.user], reportNoteTexts.mentionNotSeeing],
    ['the author themselves', () => [org.ids.user], reportNoteTexts.mentionNotSeeing],
    ['the same person twice', () => [org.ids.admin, org.ids.admin], reportNoteTexts.mentionsRepeated],
    [
      'too many people',
      () => Array.from({ length: NOTE_MENTIONS_MAX + 1 }, (_, n) => (n === 0 ? org.ids.admin : `user-${n}`)),
      reportNoteTexts.mentionsTooMany,
    ],
  ])('%s', async (_, mentioned, message) => {
    const adminBefore = (await mailsTo('admin')).length;
    const logBefore = (await mentionLog()).length;
    const { noteId, answer } = await add(org.clients.user, mentioned());
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(message);
    const notes = await org.clients.user.call(listReportNotes, { params: { reportId: report.reportId } });
    expect(notes.body.notes.some((note) => note.noteId === noteId)).toBe(false);
    expect(await mailsTo('admin')).toHaveLength(adminBefore);
    expect(await mentionLog()).toHaveLength(logBefore);
  });

  it('an edit mentioning someone excluded leaves the note as it was', async () => {
    const { noteId } = await add(org.clients.user, []);
    const before = (
      await org.clients.user.call(listReportNotes, { params: { reportId: report.reportId } })
    ).body.notes.find((note) => note.noteId === noteId);
    const refused = await edit(org.clients.user, noteId, [org.ids.userWithoutArchive], 'Zmiana');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(reportNoteTexts.mentionNotSeeing);
    const after = (
      await org.clients.user.call(listReportNotes, { params: { reportId: report.reportId } })
    ).body.notes.find((note) => note.noteId === noteId);
    expect(after).toEqual(before);
  });
});
