import { beforeAll, describe, expect, it } from 'vitest';
import { getReportContent, setReportRegister } from '@shared/contracts/index.js';
import { CONTENT_PURPOSE, decryptContentText, encryptContent, generateReportKey } from '@shared/crypto/content.js';
import type { ContentEnvelope } from '@shared/crypto/envelopes.js';
import { registerRecordLimits, type RegisterRecord } from '@shared/domain/register-record.js';
import { reportState } from '@shared/domain/report.js';
import { registerRecordTexts } from '@shared/messages/register-record.js';
import { listLogEntries } from '../../functions/data/audit-log.js';
import { getReportRecord, type ReportRecord } from '../../functions/data/reports.js';
import type { TestClient } from '../support/api-client.js';
import { organisationWithStaff, type Organisation } from '../support/report-organisation.js';

/**
 * 'Dane do rejestru zgłoszeń' (issue #40, art. 29): what staff write for the register is one record
 * encrypted in the browser under the report key; the server keeps it on the report beside the
 * redactions, each with its own version, and logs the change without its text.
 */
let org: Organisation;
let stranger: Organisation;
let reportKey: CryptoKey;

beforeAll(async () => {
  [org, stranger, reportKey] = await Promise.all([
    organisationWithStaff(),
    organisationWithStaff(),
    generateReportKey(),
  ]);
});

const context = (report: Pick<ReportRecord, 'tenantId' | 'reportId'>) => ({
  tenant: report.tenantId,
  report: report.reportId,
  purpose: CONTENT_PURPOSE.register,
});
const record = (subject: string): RegisterRecord => ({
  v: 1,
  subject,
  personConcerned: 'Kierownik magazynu',
  followUp: 'Przeprowadzono kontrolę dokumentów dostaw.',
});
const encrypt = (report: ReportRecord, value: RegisterRecord | string) =>
  encryptContent(reportKey, typeof value === 'string' ? value : JSON.stringify(value), context(report));

const save = (client: TestClient, report: ReportRecord, register: ContentEnvelope | null, registerVersion: number) =>
  client.call(setReportRegister, { params: { reportId: report.reportId }, body: { register, registerVersion } });

const logOf = async (report: ReportRecord) =>
  (await listLogEntries(org.tenantId, { limit: 100 })).items.filter((entry) => entry.reportId === report.reportId);

describe("a report's register record", () => {
  it('is saved by a user who may reply, read back by everyone who sees the report, and logged without its text', async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    const before = await org.clients.user.call(getReportContent, { params: { reportId: report.reportId } });
    expect(before.body).toMatchObject({ register: null, registerVersion: 0, redactionsVersion: 0 });
    const sealed = await encrypt(report, record('Fałszowanie dokumentów dostaw'));
    expect((await save(org.clients.user, report, sealed, 0)).body).toEqual({ registerVersion: 1 });

    const seen = (await org.clients.auditor.call(getReportContent, { params: { reportId: report.reportId } })).body;
    // The register's version is its own: the redactions are untouched.
    expect(seen).toMatchObject({ register: sealed, registerVersion: 1, redactions: null, redactionsVersion: 0 });
    expect(JSON.parse(await decryptContentText(reportKey, seen.register, context(report)))).toEqual(
      record('Fałszowanie dokumentów dostaw'),
    );
    const entries = await logOf(report);
    expect(entries.map((entry) => entry.action)).toEqual(['report.register.changed']);
    expect(JSON.stringify(entries)).not.toContain('Fałszowanie');
  });

  it('of two saves on the same version at once, one is kept and the other gets the Polish 409; a stale version changes nothing', async () => {
    const report = await org.report(org.mine, { state: reportState.archived });
    const answers = await Promise.all([
      save(org.clients.admin, report, await encrypt(report, record('pierwszy')), 0),
      save(org.clients.user, report, await encrypt(report, record('drugi')), 0),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(registerRecordTexts.changedMeanwhile);
    expect((await save(org.clients.user, report, null, 0)).status).toBe(409);
    expect((await save(org.clients.user, report, null, 1)).body).toEqual({ registerVersion: 2 });
    expect(await getReportRecord(org.tenantId, report.reportId)).toMatchObject({ register: null, registerVersion: 2 });
    expect(await logOf(report)).toHaveLength(2);
  });

  it('is refused to an auditor, a user who may not reply, another category and another organisation, and over its size; nothing changes', async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    const sealed = await encrypt(report, record('X'));
    expect((await save(org.clients.auditor, report, sealed, 0)).status).toBe(403);
    const withoutReply = await save(org.clients.userWithoutReply, report, sealed, 0);
    expect(withoutReply.status).toBe(403);
    expect(withoutReply.body.message).toBe(registerRecordTexts.forbidden);
    expect((await save(org.clients.otherCategoryUser, report, sealed, 0)).status).toBe(404);
    expect((await save(stranger.clients.mainAdmin, report, sealed, 0)).status).toBe(404);
    const huge = await encrypt(report, 'x'.repeat((registerRecordLimits.ciphertextMaxChars * 3) / 4 + 1));
    const tooLarge = await save(org.clients.user, report, huge, 0);
    expect(tooLarge.status).toBe(400);
    expect(JSON.stringify(tooLarge.body)).toContain(registerRecordTexts.tooLarge);
    const stored = await getReportRecord(org.tenantId, report.reportId);
    expect(stored?.register).toBeUndefined();
    expect(stored?.registerVersion).toBeUndefined();
    expect(await logOf(report)).toEqual([]);
  });
});
